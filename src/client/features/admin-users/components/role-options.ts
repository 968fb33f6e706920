import { ROLES } from '../../../../shared/constants';
import { ROLE_LABELS } from '../../../../shared/labels';

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
