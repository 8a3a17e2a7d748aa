// The overlays every signed-in route has except "/" (spec: walkthrough, help button, achievement-unlocked dialog).
import { useLocation } from "react-router";
import { AchievementUnlocked } from "./achievement-unlocked";
import { HelpButton } from "./help-button";
import { Walkthrough } from "./walkthrough";

const WITHOUT_OVERLAYS = new Set(["/", "/features", "/how-it-works", "/pricing", "/faq", "/auth"]);

export default function Overlays() {
  const { pathname } = useLocation();
  if (WITHOUT_OVERLAYS.has(pathname)) return null;
  return (
    <>
      <Walkthrough />
      <HelpButton />
      <AchievementUnlocked />
    </>
  );
}
