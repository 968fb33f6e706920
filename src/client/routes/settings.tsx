import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { ProfileTab } from '../features/profile/components/profile-tab';
import { SecurityTab } from '../features/profile/components/security-tab';
import { useSession } from '../features/session/hooks/use-session';
import { PlanTab } from '../features/subscriptions/components/plan-tab';
import { usePageTitle } from '../lib/use-page-title';

/** SPEC §2 /configuracoes: Perfil (default), Segurança, Plano. */
export function Component() {
  const { profile } = useSession();
  usePageTitle('Configurações');
  if (!profile) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Configurações</h1>
        <p className="text-muted-foreground">Gerencie seu perfil, sua senha e seu plano.</p>
      </div>
      <Tabs defaultValue="perfil">
        <TabsList>
          <TabsTrigger value="perfil">Perfil</TabsTrigger>
          <TabsTrigger value="seguranca">Segurança</TabsTrigger>
          <TabsTrigger value="plano">Plano</TabsTrigger>
        </TabsList>
        <TabsContent value="perfil">
          <ProfileTab profile={profile} />
        </TabsContent>
        <TabsContent value="seguranca">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="plano">
          <PlanTab role={profile.role} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
