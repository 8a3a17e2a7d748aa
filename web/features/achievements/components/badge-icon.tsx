// The catalogue's icon names (spec section 3) drawn with lucide.
import {
  Award,
  BarChart3,
  Briefcase,
  CheckCircle2,
  CreditCard,
  FileText,
  type LucideIcon,
  MessageSquare,
  Rocket,
  Star,
  Target,
  Users,
  Zap,
} from "lucide-react";
import type { BadgeIcon as BadgeIconName } from "#schema/contracts/badge-catalogue";

const ICONS: Record<BadgeIconName, LucideIcon> = {
  award: Award,
  star: Star,
  rocket: Rocket,
  target: Target,
  zap: Zap,
  check: CheckCircle2,
  chart: BarChart3,
  briefcase: Briefcase,
  file: FileText,
  message: MessageSquare,
  users: Users,
  card: CreditCard,
};

export function BadgeIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon as BadgeIconName] ?? Award;
  return <Icon className={className} aria-hidden="true" />;
}
