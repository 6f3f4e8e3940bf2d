/**
 * What an ad slot says on the restaurant's pages. Apart from ads-rules, so that every page with a slot does not
 * load the administrator's messages with it.
 */
export const AD_SLOT_TEXTS = {
  label: 'Publicidad',
  empty: 'Espacio publicitario disponible',
} as const;
