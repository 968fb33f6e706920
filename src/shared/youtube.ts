import { YOUTUBE_ID_LENGTH } from './constants';

// A training's video URL: a watch, embed, shorts or youtu.be link with an 11-character id.
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const ID = new RegExp(`^[\\w-]{${YOUTUBE_ID_LENGTH}}$`);

function parse(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The id candidate where each URL form carries it, or null when the URL is not a video link at all. */
function idCandidate(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(host)) return first;
  if (!HOSTS.has(host)) return null;
  if (first === 'watch') return url.searchParams.get('v') ?? '';
  if (first === 'embed' || first === 'shorts' || first === 'live') return second;
  return null;
}

/** A video-platform watch, embed, shorts or short link (its id may still be malformed). */
export const isYoutubeUrl = (text: string) => {
  const url = parse(text);
  return url !== null && idCandidate(url) !== null;
};

/** The 11-character video id of a YouTube link, or null. */
export function extractYoutubeId(text: string): string | null {
  const url = parse(text);
  const id = url && idCandidate(url);
  return id && ID.test(id) ? id : null;
}

/** Privacy-enhanced embed (no cookies until the member plays the video). */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;
