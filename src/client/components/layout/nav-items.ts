import {
  BookOpenCheck,
  Bot,
  ChartColumn,
  FolderCog,
  GraduationCap,
  Handshake,
  KeyRound,
  LayoutDashboard,
  LibraryBig,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  PlugZap,
  ScrollText,
  Settings,
  ShieldCheck,
  Ticket,
  Users,
  Wrench,
} from 'lucide-react';
import type { AppPath } from '../../../shared/routes';

export type NavItem = { to: AppPath; label: string; icon: LucideIcon };

// The signed-in layout (docs/product.md#member-area): five member links, the help group, and the admin screens
// under Administração for admins, the overview first and the audit trail beside the user list.
export const MEMBER_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/conectar', label: 'Ferramentas', icon: Wrench },
  { to: '/biblioteca', label: 'Biblioteca', icon: LibraryBig },
  { to: '/configuracoes', label: 'Configurações', icon: Settings },
  { to: '/afiliacao', label: 'Afiliação', icon: Handshake },
];

// Beneath the five member links, where members look for help (docs/product.md#member-area).
export const HELP_NAV: NavItem[] = [
  { to: '/tutorial', label: 'Tutorial', icon: BookOpenCheck },
  { to: '/treinamentos', label: 'Treinamentos', icon: GraduationCap },
  { to: '/suporte', label: 'Suporte', icon: LifeBuoy },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Visão geral', icon: ChartColumn },
  { to: '/acesso-admin', label: 'Acesso Admin', icon: KeyRound },
  { to: '/admin/usuarios', label: 'Gerenciar Usuários', icon: Users },
  { to: '/admin/auditoria', label: 'Auditoria', icon: ScrollText },
  { to: '/admin/biblioteca', label: 'Gerenciar Biblioteca', icon: FolderCog },
  // Without it the trainings back-office has no way in
  // (docs/decisions/012-library-and-trainings.md).
  { to: '/admin/treinamentos', label: 'Gerenciar Treinamentos', icon: GraduationCap },
  { to: '/admin/assistente', label: 'Assistente', icon: Bot },
  { to: '/admin/ferramentas', label: 'Catálogo de Ferramentas', icon: Wrench },
  { to: '/admin/tools', label: 'Credenciais das Ferramentas', icon: ShieldCheck },
  { to: '/admin/tickets', label: 'Tickets de Suporte', icon: Ticket },
  { to: '/admin/logs-suporte', label: 'Logs do Suporte', icon: MessageSquareText },
  // Payment webhooks, their events and the products → plans mapping.
  { to: '/admin/integracoes', label: 'Integrações', icon: PlugZap },
];
