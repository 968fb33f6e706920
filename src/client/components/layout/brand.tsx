import { BrandMark } from '../../../ui/brand-mark';
import { config } from '../../lib/config';

export function Brand({ className = '' }: { className?: string }) {
  return <BrandMark appName={config.appName} className={className} />;
}
