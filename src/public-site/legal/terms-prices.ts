// The terms page states its own prices (97,00 / 929,00 with 20% / 2.497,00), unlike the landing
// page's table: both readings are kept as the product has always stated them
// (docs/product.md#public-pages); this is the terms' one.
export const TERMS_PRICES = {
  mensal: 97,
  anual: 929,
  anualDiscountPercent: 20,
  vitalicio: 2497,
} as const;

// The terms' own constants (the guarantee and instalments are shared: src/shared/constants.ts).
export const LIABILITY_CAP_MONTHS = 12;
export const DATA_DELETION_DAYS = 30;
export const MINIMUM_AGE = 18;
