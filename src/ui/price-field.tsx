import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** "Preço (R$)": a number in reais with cents (step 0.01), never negative. */
export function PriceField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Preço (R$)" type="number" inputMode="decimal" step="0.01" min="0" {...props} />;
}
