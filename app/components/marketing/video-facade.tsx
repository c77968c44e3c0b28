import { Play } from "~/components/ui/icons";
import { useState } from "react";

type VideoFacadeProps = { src: string; playLabel: string; frameTitle: string };

/**
 * A click-to-load video: until the visitor presses play, the page shows a poster drawn in CSS and
 * loads nothing from the video host (no third-party requests, cookies or layout shift).
 */
export function VideoFacade({ src, playLabel, frameTitle }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 shadow-lg">
      {playing ? (
        <iframe
          src={src}
          title={frameTitle}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_20%,#1d4ed8_0%,#172554_60%)] text-white"
        >
          <svg
            aria-hidden
            viewBox="0 0 160 90"
            className="absolute inset-0 h-full w-full opacity-25"
            preserveAspectRatio="none"
          >
            <polyline
              points="0,75 25,62 45,68 70,45 95,50 120,28 160,18"
              fill="none"
              stroke="#bcd7ff"
              strokeWidth="1.5"
            />
            <polyline
              points="0,85 30,80 55,82 80,70 105,72 130,60 160,55"
              fill="none"
              stroke="#d97706"
              strokeWidth="1"
            />
          </svg>
          <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg transition-transform group-hover:scale-110">
            <Play className="ml-1 h-7 w-7 fill-current" />
          </span>
          <span className="relative px-4 text-center text-base font-semibold">{playLabel}</span>
        </button>
      )}
    </div>
  );
}
