import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only when Vitest globals are on; they are not.
afterEach(() => cleanup());
