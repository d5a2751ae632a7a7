import {
  Activity, Award, BarChart3, Bell, Bot, Brain, Briefcase, Building2, Check, ClipboardCheck,
  Clock, Cloud, Code2, Cpu, Database, Eye, FileCheck2, Fingerprint, Globe, GraduationCap,
  HeartPulse, KeyRound, Landmark, Layers, LineChart, Lock, type LucideIcon, type LucideProps,
  Mail, MapPin, Network, Radar, RefreshCw, Scale, Search, Server, Shield, ShieldAlert,
  ShieldCheck, Siren, Target, TrendingUp, TriangleAlert, UserCheck, Users, Wifi, Workflow, Zap,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons = {
  activity: Activity,
  alert: TriangleAlert,
  award: Award,
  "bar-chart": BarChart3,
  bell: Bell,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building2,
  check: Check,
  clipboard: ClipboardCheck,
  clock: Clock,
  cloud: Cloud,
  code: Code2,
  cpu: Cpu,
  database: Database,
  eye: Eye,
  "file-check": FileCheck2,
  fingerprint: Fingerprint,
  globe: Globe,
  graduation: GraduationCap,
  "heart-pulse": HeartPulse,
  key: KeyRound,
  landmark: Landmark,
  layers: Layers,
  "line-chart": LineChart,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  network: Network,
  radar: Radar,
  refresh: RefreshCw,
  scale: Scale,
  search: Search,
  server: Server,
  shield: Shield,
  "shield-alert": ShieldAlert,
  "shield-check": ShieldCheck,
  siren: Siren,
  target: Target,
  "trending-up": TrendingUp,
  "user-check": UserCheck,
  users: Users,
  wifi: Wifi,
  workflow: Workflow,
  zap: Zap,
} satisfies Record<IconName, LucideIcon>;

/** A decorative icon named by content key; its meaning is always in the text beside it. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" {...props} />;
}
