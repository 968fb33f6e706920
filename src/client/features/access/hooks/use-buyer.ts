import type { Buyer } from '../../../../shared/checkout-links';
import { useMe } from '../../session/api/get-me';

/**
 * The signed-in member as their checkout links carry them (null for a visitor): access follows
 * this e-mail (docs/product.md#payments).
 */
export function useBuyer(): Buyer | null {
  const profile = useMe().data?.profile ?? null;
  return profile ? { email: profile.email, name: profile.fullName } : null;
}
