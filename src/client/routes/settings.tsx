import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { PlanTab } from '../features/access/components/plan-tab';
import { MyDataCard } from '../features/my-data/components/my-data-card';
import { PasswordCard, ProfileCard } from '../features/profile/components/profile-cards';
import { SessionsCard } from '../features/session/components/sessions-card';
import { useSession } from '../features/session/hooks/use-session';
import { TwoFactorCard } from '../features/two-factor/components/two-factor-card';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /configuracoes (docs/product.md#member-area): Perfil (default, with Meus dados); Segurança, with the password, the
 * two-factor and the member's signed-in devices; Plano.
 */
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
          <div className="grid gap-6">
            <ProfileCard profile={profile} />
            <MyDataCard role={profile.role} />
          </div>
        </TabsContent>
        <TabsContent value="seguranca">
          <div className="grid gap-6">
            <PasswordCard />
            <TwoFactorCard />
            <SessionsCard />
          </div>
        </TabsContent>
        <TabsContent value="plano">
          <PlanTab role={profile.role} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
