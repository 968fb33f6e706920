// The payment platforms whose webhooks open and close access (docs/product.md#payments). Apart
// from the rest of payments.ts because the member screens name the platform a plan was bought
// on: this much, not the webhook vocabulary, belongs in the first load's code.
export const PAYMENT_PLATFORMS = ['hotmart', 'kiwify'] as const;
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];

export const PLATFORM_LABELS: Record<PaymentPlatform, string> = { hotmart: 'Hotmart', kiwify: 'Kiwify' };
