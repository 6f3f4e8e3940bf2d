import type { ComponentProps } from 'react';
import { FormField } from './ui/form-field';
import { NativeSelect } from './ui/native-select';

export interface BranchOption {
  id: string;
  locationName: string;
  isMainLocation: boolean;
}

type Props = ComponentProps<'select'> & {
  id: string;
  /** The restaurant's branches, main first (GET /api/restaurant). */
  branches: readonly BranchOption[];
  label?: string;
  /** The first option's text; its value is '' (the main branch, or every branch for a filter). */
  emptyLabel?: string;
};

/**
 * "Sucursal", shown only to a restaurant with two or more branches (decision 056). Its empty value is
 * the main branch, which is what the server uses when none is sent.
 */
export function BranchSelect({ id, branches, label = 'Sucursal', emptyLabel, ...props }: Props) {
  if (branches.length < 2) return null;
  const [main, ...others] = branches;
  return (
    <FormField label={label} htmlFor={id}>
      <NativeSelect id={id} {...props}>
        <option value="">{emptyLabel ?? main.locationName}</option>
        {(emptyLabel ? branches : others).map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.locationName}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
