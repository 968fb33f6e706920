import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type UpdateProfileInput, updateProfileSchema } from '../../../../shared/schemas/profile';
import type { Profile } from '../../../../shared/schemas/session';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';

/** SPEC §2 Perfil tab: the name is editable, the e-mail is not, the role shows as Tipo de Conta. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { fullName: profile.fullName },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => notifyError('Erro ao atualizar perfil', error),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Perfil</CardTitle>
        <CardDescription>Seus dados de cadastro.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormField id="profile-name" label="Nome completo" error={errors.fullName?.message}>
            <Input id="profile-name" autoComplete="name" {...form.register('fullName')} />
          </FormField>
          <FormField id="profile-email" label="Email" hint="O email não pode ser alterado">
            <Input id="profile-email" value={profile.email} readOnly aria-describedby="profile-email-hint" />
          </FormField>
          <FormField id="profile-role" label="Tipo de Conta">
            <Input
              id="profile-role"
              value={profile.role === 'admin' ? 'Administrador' : 'Usuário'}
              readOnly
            />
          </FormField>
          <Button type="submit" disabled={update.isPending} className="w-fit">
            {update.isPending ? 'Salvando...' : 'Salvar alterações'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
