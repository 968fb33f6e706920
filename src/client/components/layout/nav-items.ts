import {
  Bot,
  FolderCog,
  Handshake,
  KeyRound,
  LayoutDashboard,
  LibraryBig,
  type LucideIcon,
  MessageSquareText,
  Settings,
  ShieldCheck,
  Ticket,
  Users,
  Wrench,
} from 'lucide-react';
import type { AppPath } from '../../../shared/routes';

export type NavItem = { to: AppPath; label: string; icon: LucideIcon };

// SPEC §2 logged-in layout: five member links, and seven more under Administração for admins.
export const MEMBER_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/conectar', label: 'Ferramentas', icon: Wrench },
  { to: '/biblioteca', label: 'Biblioteca', icon: LibraryBig },
  { to: '/configuracoes', label: 'Configurações', icon: Settings },
  { to: '/afiliacao', label: 'Afiliação', icon: Handshake },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/acesso-admin', label: 'Acesso Admin', icon: KeyRound },
  { to: '/admin/usuarios', label: 'Gerenciar Usuários', icon: Users },
  { to: '/admin/biblioteca', label: 'Gerenciar Biblioteca', icon: FolderCog },
  { to: '/admin/assistente', label: 'Assistente', icon: Bot },
  { to: '/admin/tools', label: 'Credenciais das Ferramentas', icon: ShieldCheck },
  { to: '/admin/tickets', label: 'Tickets de Suporte', icon: Ticket },
  { to: '/admin/logs-suporte', label: 'Logs do Suporte', icon: MessageSquareText },
];
