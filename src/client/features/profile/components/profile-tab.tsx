import { updateProfileSchema } from '../../../../shared/schemas/profile';
import type { Profile } from '../../../../shared/schemas/session';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useUpdateProfile } from '../api/update-profile';

/** SPEC §2 Perfil tab: the name is editable, the e-mail is not, the role shows as Tipo de Conta. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: updateProfileSchema,
    defaultValues: { fullName: profile.fullName },
    mutation: useUpdateProfile(),
    labels: { idle: 'Salvar alterações', busy: 'Salvando...' },
    errorTitle: 'Erro ao atualizar perfil',
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Perfil</CardTitle>
        <CardDescription>Seus dados de cadastro.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <TextField
            id="profile-name"
            label="Nome completo"
            error={errors.fullName?.message}
            autoComplete="name"
            {...form.register('fullName')}
          />
          <TextField
            id="profile-email"
            label="Email"
            hint="O email não pode ser alterado"
            value={profile.email}
            readOnly
          />
          <TextField
            id="profile-role"
            label="Tipo de Conta"
            value={profile.role === 'admin' ? 'Administrador' : 'Usuário'}
            readOnly
          />
          <Button type="submit" disabled={busy} className="w-fit">
            {submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
