/**
 * A video by its 11-character id in the privacy-enhanced player (youtube-nocookie.com: no
 * tracking cookie until the member presses play), 16:9, loaded when scrolled into view.
 */
export function VideoEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-md border bg-muted">
      <iframe
        className="size-full"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
      />
    </div>
  );
}
