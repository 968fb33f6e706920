import { BrandMark } from '../../ui/brand-mark';

/** The product's mark and name, linking home (the SPA's mark). */
export function BrandLink({ appName }: { appName: string }) {
  return (
    <a href="/" className="inline-flex rounded-md">
      <BrandMark appName={appName} className="text-lg" />
    </a>
  );
}
