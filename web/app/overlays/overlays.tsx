// The overlays every signed-in route has except "/" (spec: walkthrough, help button, achievement-unlocked dialog),
// and on every signed-in route the recording keeper (ADR 0124): loaded with them, after first paint, so it adds
// nothing to a screen's first load.
import { useLocation } from "react-router";
import RecordingKeeper from "../../features/meetings/recording/recording-keeper";
import { AchievementUnlocked } from "./achievement-unlocked";
import { HelpButton } from "./help-button";
import { Walkthrough } from "./walkthrough";

const WITHOUT_OVERLAYS = new Set(["/", "/features", "/how-it-works", "/pricing", "/faq", "/auth"]);

export default function Overlays() {
  const { pathname } = useLocation();
  if (WITHOUT_OVERLAYS.has(pathname)) return <RecordingKeeper />;
  return (
    <>
      <RecordingKeeper />
      <Walkthrough />
      <HelpButton />
      <AchievementUnlocked />
    </>
  );
}
