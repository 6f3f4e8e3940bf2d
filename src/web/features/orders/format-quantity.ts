const quantityFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });

/** '1500.500' → '1,500.5' for reading (es-MX). */
export const formatQuantity = (value: string) => quantityFormat.format(Number(value));

/** '15.000' → '15', '7.500' → '7.5': for inputs, which take the number as typed. */
export const plainQuantity = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
