const quantityFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });

/** '1500.500' → '1,500.5' for reading (es-MX). */
export function formatQuantity(value: string) {
  return quantityFormat.format(Number(value));
}

/** '15.000' → '15', '7.500' → '7.5': for form fields, which take the number as typed. */
export function plainQuantity(value: string) {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
