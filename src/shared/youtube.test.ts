import { describe, expect, it } from 'vitest';
import { extractYoutubeId, isYoutubeUrl, youtubeEmbedUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('YouTube links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?start=3`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('accepts %s and extracts its id', (url) => {
    expect(isYoutubeUrl(url)).toBe(true);
    expect(extractYoutubeId(url)).toBe(ID);
  });

  it.each([
    'youtube',
    'https://vimeo.com/123456',
    `https://example.com/watch?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `javascript:alert('youtu.be/${ID}')`,
    'https://www.youtube.com/channel/UC123',
    `https://notyoutube.com/watch?v=${ID}`,
  ])('rejects %s as not a YouTube video link', (url) => {
    expect(isYoutubeUrl(url)).toBe(false);
    expect(extractYoutubeId(url)).toBeNull();
  });

  it.each([
    'https://www.youtube.com/watch?v=curto',
    'https://www.youtube.com/watch',
    'https://youtu.be/',
    'https://www.youtube.com/embed/abc$def!ghi',
    `https://www.youtube.com/shorts/${ID}x`,
  ])('recognises %s as YouTube but finds no 11-character id', (url) => {
    expect(isYoutubeUrl(url)).toBe(true);
    expect(extractYoutubeId(url)).toBeNull();
  });

  it('embeds through the privacy-enhanced domain', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
});
