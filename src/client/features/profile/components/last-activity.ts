import { formatDate, formatTime } from '../../../../shared/format';

// The server marks a session active at most every 5 minutes (session/viewer.ts).
const NOW_WINDOW_MS = 5 * 60 * 1000;

/** "agora" within the server's 5-minute step, else "24/11/2026 às 14:30" (Intl, America/Sao_Paulo). */
export function lastActivityLabel(lastActiveAt: string, now = Date.now()) {
  if (now - new Date(lastActiveAt).getTime() < NOW_WINDOW_MS) return 'agora';
  return `${formatDate(lastActiveAt)} às ${formatTime(lastActiveAt)}`;
}
