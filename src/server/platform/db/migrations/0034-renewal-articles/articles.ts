// Two seeded answers (0019) said "clique em Renovar" to members whose subscription was cancelled
// but still gives access: they see Reativar. What members now see: Renovar for a lapsed plan,
// Reativar for a cancelled one, both paid with the account's e-mail. Written out here, not
// imported: a landed migration never changes.
export const ANSWER_UPDATES: { title: string; answer: string }[] = [
  {
    title: 'Configurações da conta',
    answer: `Em **Configurações** (no menu) há três abas:
• **Perfil**: o seu nome.
• **Segurança**: trocar a senha do site, a verificação em duas etapas e as **Sessões ativas** (aparelhos conectados).
• **Plano**: o plano atual, a validade e o botão **Renovar** (plano expirado) ou **Reativar** (assinatura cancelada que ainda dá acesso).`,
  },
  {
    title: 'Renovar ou trocar de plano',
    answer: `Para renovar, reativar ou trocar de plano:
1. Plano expirado: no **Dashboard** ou em **Configurações** > **Plano**, clique em **Renovar** (sem plano, clique em **Escolha seu plano**). Na página de planos você também pode escolher Mensal, Anual ou Vitalício.
2. Assinatura cancelada que ainda dá acesso: no mesmo lugar, clique em **Reativar**.
3. Pague com cartão ou PIX com o mesmo e-mail da sua conta: é por ele que o acesso é liberado ou estendido, assim que o pagamento é confirmado.
Anual e Vitalício podem ser parcelados em até 12x no cartão. Para passar para outro plano com o atual ainda ativo, clique em **Falar com um atendente**.`,
  },
];
