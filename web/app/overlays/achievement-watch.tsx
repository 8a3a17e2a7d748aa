// Reads the badges and loads the celebration only once there is a new badge to show. Loaded by the overlays once the
// first-run tour has been seen (the celebration waits for the tour anyway), so a first visit reads no badges.
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, lazy } from "react";
import { badgesQuery, newlyUnlocked } from "../../features/achievements/api/achievements";

const AchievementUnlocked = lazy(() =>
  import("./achievement-unlocked")
    .then((m): { default: ComponentType } => ({ default: m.AchievementUnlocked }))
    .catch(() => ({ default: () => null })),
);

export default function AchievementWatch() {
  const { data } = useQuery(badgesQuery);
  if (!data || newlyUnlocked(data).length === 0) return null;
  return <AchievementUnlocked />;
}
