// A recording made of several files (ADR 0121) played as one: Chromium stops at the end of the first file of the
// stored object, so one hidden <audio> plays each segment's own file (audio?segment=n) in turn, under one play
// button, one position slider over the whole length (the recorder's durations) and one clock.
import { Pause, Play } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { formatClock } from "#schema/rules/clock";
import { useMeetingDetailWords } from "../words/detail";
import { locate, secondsOf, startsOf, totalOf } from "./segment-timeline";

type Props = { url: string; durationsMs: readonly (number | null)[] };

const fileOf = (url: string, index: number) => `${url}?segment=${index}`;

const loaded = (el: HTMLAudioElement) =>
  new Promise<void>((resolve, reject) => {
    el.addEventListener("loadedmetadata", () => resolve(), { once: true });
    el.addEventListener("error", () => reject(el.error), { once: true });
  });

export function SegmentedPlayer({ url, durationsMs }: Props) {
  const t = useMeetingDetailWords();
  const audio = useRef<HTMLAudioElement>(null);
  const seconds = useMemo(() => secondsOf(durationsMs), [durationsMs]);
  const starts = useMemo(() => startsOf(seconds), [seconds]);
  const total = totalOf(seconds);
  const segment = useRef(0);
  // Only the latest seek moves the playhead: a drag sends many while a segment's file is still loading.
  const latest = useRef(0);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);

  /** Puts the playhead `offset` seconds into segment `index`, loading its file first if another is loaded. */
  async function go(index: number, offset: number, play: boolean) {
    const el = audio.current;
    if (!el) return;
    const ticket = ++latest.current;
    if (segment.current !== index) {
      segment.current = index;
      el.src = fileOf(url, index);
      await loaded(el).catch(() => undefined);
      if (ticket !== latest.current) return;
    }
    el.currentTime = offset;
    if (play) await el.play().catch(() => setPlaying(false));
  }

  function toggle() {
    const el = audio.current;
    if (!el) return;
    if (!el.paused) el.pause();
    else if (position >= total) void go(0, 0, true);
    else void el.play().catch(() => setPlaying(false));
  }

  function seek(to: number) {
    const at = locate(seconds, to);
    setPosition(to);
    void go(at.index, at.offset, playing);
  }

  function next() {
    if (segment.current < seconds.length - 1) void go(segment.current + 1, 0, true);
    else setPosition(total);
  }

  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
      {/* biome-ignore lint/a11y/useMediaCaption: a site recording has no captions; the transcript link is the text version. */}
      <audio
        ref={audio}
        preload="metadata"
        src={fileOf(url, 0)}
        aria-label={t("audio")}
        onTimeUpdate={(e) => setPosition((starts[segment.current] ?? 0) + e.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={(e) => setPlaying(e.currentTarget.ended && segment.current < seconds.length - 1)}
        onEnded={next}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? t("pause") : t("play")}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
      </button>
      <input
        type="range"
        min={0}
        max={total}
        step="any"
        value={Math.min(position, total)}
        onChange={(e) => seek(Number(e.currentTarget.value))}
        aria-label={t("position")}
        aria-valuetext={t("positionOf", { position: formatClock(position), total: formatClock(total) })}
        className="min-w-0 flex-1 accent-brand-700"
      />
      <span className="shrink-0 text-sm tabular-nums text-slate-700 dark:text-slate-300">
        {formatClock(position)} / {formatClock(total)}
      </span>
    </div>
  );
}
