import { config } from '../../lib/config';
import { BrandMark } from './brand-mark';

export function Brand({ className = '' }: { className?: string }) {
  return <BrandMark appName={config.appName} className={className} />;
}
