import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignedToken } from './session';

const SECRET = 'un-secreto-de-pruebas-con-longitud-suficiente';

describe('verifySignedToken', () => {
  it('accepts a token signed with the secret and rejects forgeries', () => {
    const signed = `token-de-sesion.${createHmac('sha256', SECRET).update('token-de-sesion').digest('base64')}`;
    expect(verifySignedToken(signed, SECRET)).toBe('token-de-sesion');
    expect(verifySignedToken(signed, `${SECRET}-otro`)).toBeNull();
    expect(verifySignedToken(signed.replace('token-de-sesion', 'token-de-sesioN'), SECRET)).toBeNull();
    expect(verifySignedToken('token-de-sesion', SECRET)).toBeNull();
    expect(verifySignedToken(`token.${'A'.repeat(43)}=`, SECRET)).toBeNull();
    expect(verifySignedToken(undefined, SECRET)).toBeNull();
  });
});
