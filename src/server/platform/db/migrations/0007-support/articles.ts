// The offline assistant's first knowledge base (/suporte: the four problem cards; the
// landing FAQ; the tutorial's steps; plans and guarantee). Admins edit it on /admin/assistente.
// Written out here, not imported: a landed migration never changes. {app}, {telefone} and
// {versao} are filled in from the operator's configuration when the assistant answers.
export const SEED_ARTICLES: { title: string; keywords: string; answer: string }[] = [
  {
    title: 'Conta desconectada',
    keywords:
      'conta desconectada, desconectou, deslogou, deslogando, caiu a conta, saiu da conta, sessão encerrada, pede login de novo, logar de novo, expulsou',
    answer: `Se a ferramenta mostrar que a conta foi desconectada:
1. Feche a ferramenta e o perfil no navegador seguro.
2. Abra a página **Conectar** e copie de novo o e-mail e a senha (eles mudam de vez em quando).
3. Entre novamente e, quando pedir, clique em **Gerar código** para receber o código de verificação.
Se continuar desconectando, clique em **Falar com um atendente**.`,
  },
  {
    title: 'Sem créditos na ferramenta',
    keywords:
      'sem créditos, créditos acabaram, acabou o crédito, limite atingido, limite de uso, saldo, cota, tokens, não deixa gerar, esgotado',
    answer: `Algumas ferramentas têm um limite de créditos por período, dividido entre os assinantes. Quando aparecer que os créditos acabaram:
1. Aguarde a renovação automática dos créditos da ferramenta.
2. Enquanto isso, use outra ferramenta da mesma categoria na página **Ferramentas**.
3. Se o aviso continuar por mais de 24 horas, clique em **Falar com um atendente** para a nossa equipe verificar.`,
  },
  {
    title: 'Sem assinatura ativa',
    keywords:
      'sem assinatura, sem plano, plano venceu, assinatura vencida, expirou, expirada, acesso bloqueado, renovar, renovação, paguei e não liberou, voltar a usar',
    answer: `Se aparecer **Sem Plano** ou a página de assinatura expirada, o seu acesso às ferramentas está pausado. Para voltar:
1. Clique em **Renovar** no Dashboard (ou escolha um plano na página de assinatura expirada).
2. Pague com cartão ou PIX: o acesso volta assim que o pagamento é confirmado.
Já pagou e o plano não aparece? Clique em **Falar com um atendente** e informe o e-mail usado na compra.`,
  },
  {
    title: 'Falha no proxy',
    keywords:
      'proxy, falha no proxy, erro de proxy, proxy falhou, proxy não conecta, conexão recusada, ip bloqueado, erro de conexão, sem conexão no perfil',
    answer: `O erro de proxy acontece quando o navegador seguro não consegue se conectar ao servidor das ferramentas:
1. Confira se a sua internet funciona fora do navegador seguro.
2. Feche o perfil e abra de novo. Se usar VPN ou antivírus com firewall, desative e tente outra vez.
3. Confira se está usando a versão {versao} do navegador seguro (veja o **Tutorial**).
Se o erro continuar, clique em **Falar com um atendente**.`,
  },
  {
    title: 'Como acessar as ferramentas',
    keywords:
      'acessar ferramentas, entrar nas ferramentas, login das ferramentas, dados de acesso, e-mail e senha das ferramentas, credenciais, onde fica a senha, conectar, como usar',
    answer: `Para usar as ferramentas:
1. Instale o navegador seguro seguindo a página **Tutorial**.
2. Abra a página **Conectar**: lá estão o e-mail e a senha de acesso, com botões para copiar.
3. Entre no navegador com esses dados e, quando pedir o código, clique em **Gerar código** na mesma página.
Deixe a página Conectar aberta em outra aba durante o login.`,
  },
  {
    title: 'Código de verificação',
    keywords:
      'código de verificação, código de 6 dígitos, autenticador, 2fa, autenticação em duas etapas, token, código inválido, código expirou, código errado, otp',
    answer: `O código de verificação tem 6 dígitos e muda a cada 30 segundos.
1. Na página **Conectar**, clique em **Gerar código**.
2. Copie o código e cole no navegador seguro antes de a contagem chegar a zero.
3. Se der código inválido, espere o próximo código e tente de novo. Confira também se o relógio do computador está com a hora automática ativada.`,
  },
  {
    title: 'Instalação no Windows',
    keywords: 'windows, instalar no pc, instalador, exe, windows 10, windows 11, notebook, 64 bits',
    answer: `Instalação no Windows (Windows 7 ou superior, 32 e 64 bits):
1. Abra o site oficial de download do navegador seguro.
2. Escolha a versão de 64 bits.
3. Execute o instalador.
4. Siga o assistente de instalação.
5. Conclua a instalação.
6. Entre com o e-mail, a senha e o código de verificação da página **Conectar**.
O passo a passo com vídeo está na página **Tutorial**.`,
  },
  {
    title: 'Instalação no macOS',
    keywords:
      'mac, macos, macbook, apple, dmg, pasta aplicativos, privacidade e segurança, desenvolvedor não identificado, não abre no mac, m1, m2, apple silicon',
    answer: `Instalação no macOS (10.13 ou superior, Intel e Apple Silicon):
1. Baixe o arquivo .dmg no site oficial.
2. Arraste o aplicativo para a pasta Aplicativos.
3. Se o Mac bloquear a abertura, vá em Ajustes do Sistema > **Privacidade e Segurança** e clique em **Abrir Mesmo Assim**.
4. Abra o aplicativo.
5. Entre com os dados da página **Conectar**.
O passo a passo completo está na página **Tutorial**.`,
  },
  {
    title: 'Instalação no Linux',
    keywords:
      'linux, ubuntu, appimage, terminal, chmod, permissão de execução, permissão negada, debian, mint',
    answer: `Instalação no Linux (Ubuntu Desktop 22.04 ou superior):
1. Baixe o arquivo AppImage no site oficial.
2. Abra o terminal.
3. Entre na pasta de downloads: cd ~/Downloads
4. Dê permissão de execução: chmod +x nome-do-arquivo.AppImage
5. Execute: ./nome-do-arquivo.AppImage
6. Se quiser, crie um atalho no menu.
7. Entre com os dados da página **Conectar**.`,
  },
  {
    title: 'Requisitos e versão do navegador seguro',
    keywords:
      'requisitos, versão do navegador, sistema operacional, compatível, qual versão, atualizar, celular, android, iphone, tablet',
    answer:
      'O navegador seguro roda no computador: Windows 7 ou superior (32 e 64 bits), macOS 10.13 ou superior (Intel e Apple Silicon) e Ubuntu Desktop 22.04 ou superior. A versão usada no **Tutorial** é a {versao}. O acesso às ferramentas é feito pelo computador, não pelo celular.',
  },
  {
    title: 'Planos e preços',
    keywords:
      'preço, preços, quanto custa, valor, planos, plano mensal, plano anual, vitalício, mensalidade, desconto, promoção',
    answer: `Temos três planos:
• **Mensal**: R$ 197,00 por mês.
• **Anual**: R$ 1.747,00 por ano (de R$ 2.364,00, 26% OFF), o equivalente a R$ 145,58 por mês, com 2 meses grátis.
• **Vitalício**: R$ 2.497,00 em pagamento único, com acesso para sempre.
O Anual e o Vitalício podem ser parcelados em até 12x no cartão.`,
  },
  {
    title: 'Formas de pagamento e parcelamento',
    keywords:
      'pagamento, forma de pagamento, pix, cartão de crédito, boleto, parcelar, parcelas, 12x, à vista',
    answer:
      'Aceitamos cartão de crédito ou PIX. Os planos Anual e Vitalício podem ser parcelados em até 12x no cartão. O acesso é liberado assim que o pagamento é confirmado.',
  },
  {
    title: 'Garantia e reembolso',
    keywords:
      'garantia, reembolso, devolução, dinheiro de volta, arrependimento, me arrependi, não gostei, estorno, quero meu dinheiro',
    answer:
      'Nos primeiros 7 dias após a compra você pode pedir o reembolso integral, sem precisar justificar; os Termos de Uso também preveem garantia de 30 dias. Para pedir, clique em **Falar com um atendente** ou chame a nossa equipe no WhatsApp {telefone}.',
  },
  {
    title: 'Cancelamento e renovação automática',
    keywords:
      'cancelar, cancelamento, renovação automática, renova sozinho, parar de cobrar, cobrança, multa, desistir, encerrar assinatura',
    answer:
      'Os planos Mensal e Anual renovam automaticamente. Você pode cancelar quando quiser, sem multa, e continua com acesso até o fim do período já pago. Para cancelar, chame a nossa equipe no WhatsApp {telefone} ou clique em **Falar com um atendente**.',
  },
  {
    title: 'Esqueci minha senha',
    keywords:
      'esqueci a senha, recuperar senha, redefinir senha, não lembro a senha, trocar senha, alterar senha, mudar senha, senha errada, não consigo entrar na conta',
    answer: `Para entrar de novo na sua conta do {app}:
1. Na tela de login, clique em **Esqueci minha senha** e informe o seu e-mail.
2. Abra o link que enviamos e crie uma nova senha (mínimo de 6 caracteres).
Já está logado e quer trocar a senha? Vá em **Configurações** > **Segurança**.
A senha das ferramentas é outra: ela fica na página **Conectar**.`,
  },
  {
    title: 'Confirmação de e-mail',
    keywords:
      'confirmar e-mail, confirmação de email, não recebi o email, link de confirmação, verificar conta, ativar conta, spam, lixo eletrônico',
    answer:
      'Depois de criar a conta, enviamos um link de confirmação para o seu e-mail. Não chegou? Procure nas pastas Spam, Lixo eletrônico e Promoções e aguarde alguns minutos. Se ainda assim não encontrar, chame a nossa equipe no WhatsApp {telefone}.',
  },
  {
    title: 'Alterar nome e e-mail',
    keywords: 'mudar nome, trocar nome, alterar nome, alterar e-mail, trocar email, perfil, dados cadastrais',
    answer:
      'Para mudar o seu nome, vá em **Configurações** > **Perfil** e clique em **Salvar alterações**. O e-mail da conta não pode ser alterado por ali; se precisar trocar, clique em **Falar com um atendente**.',
  },
  {
    title: 'Biblioteca de downloads',
    keywords: 'biblioteca, downloads, baixar arquivos, templates, presets, materiais, arquivos, pacotes',
    answer:
      'A **Biblioteca** reúne materiais para baixar, como templates e presets, para quem tem assinatura ativa. Abra **Biblioteca** no menu e clique em **Baixar** no item que quiser: o download abre em uma nova aba.',
  },
  {
    title: 'Treinamentos em vídeo',
    keywords: 'treinamentos, aulas, curso, cursos, vídeos, videoaulas, aprender, tutorial em vídeo',
    answer:
      'Os **Treinamentos** têm aulas em vídeo sobre as ferramentas. Abra **Treinamentos** pelo Dashboard, busque pelo título e navegue pelas páginas.',
  },
  {
    title: 'Programa de afiliados',
    keywords:
      'afiliado, afiliados, afiliação, indicar, indicação, comissão, ganhar dinheiro, link de indicação, divulgar, parceria',
    answer:
      'No programa de afiliados você ganha 50% de comissão recorrente em cada assinatura que indicar. Na página **Afiliação**, cadastre-se na plataforma de pagamentos, receba o seu link, compartilhe e ganhe a cada pagamento dos seus indicados.',
  },
  {
    title: 'Como funciona a assinatura',
    keywords:
      'o que é, como funciona, quais ferramentas, lista de ferramentas, quantas ferramentas, ferramentas incluídas, o que vem no plano, benefícios',
    answer:
      'O {app} é uma assinatura que dá acesso a mais de 50 ferramentas premium de IA, design, pesquisa, vídeo, áudio e templates, por contas compartilhadas em um navegador seguro, com treinamentos, biblioteca de downloads e suporte 24/7. A lista de ferramentas está na página inicial do site.',
  },
  {
    title: 'Atendimento humano e contato',
    keywords:
      'whatsapp, telefone, contato, horário de atendimento, suporte 24 horas, falar com a equipe, email de suporte',
    answer:
      'O nosso suporte funciona 24 horas, 7 dias por semana. Chame a equipe no WhatsApp {telefone} ou clique em **Falar com um atendente** aqui no chat para abrir um chamado.',
  },
  {
    title: 'Usar em outro computador',
    keywords:
      'outro computador, dois computadores, outro pc, computador novo, trocar de computador, vários dispositivos, compartilhar conta, emprestar acesso',
    answer:
      'Você pode instalar o navegador seguro no computador que for usar e entrar com os dados da página **Conectar**. O acesso é pessoal: não compartilhe a sua conta do {app} com outras pessoas.',
  },
  {
    title: 'Privacidade e dados pessoais',
    keywords:
      'lgpd, dados pessoais, privacidade, excluir conta, apagar meus dados, deletar conta, meus dados',
    answer:
      'Tratamos os seus dados conforme a LGPD e a nossa Política de Privacidade. Quando a conta é cancelada, os dados pessoais são eliminados em até 30 dias. Para pedir a exclusão, clique em **Falar com um atendente**.',
  },
  {
    title: 'Ferramenta lenta ou com erro',
    keywords:
      'lenta, lentidão, travando, travou, não abre, erro na ferramenta, bug, tela branca, não funciona, carregando sem parar',
    answer: `Se uma ferramenta estiver lenta ou com erro:
1. Feche o perfil no navegador seguro e abra de novo.
2. Confira a sua internet e desative VPN ou extensões que bloqueiam anúncios.
3. Tente de novo em alguns minutos: às vezes a própria ferramenta está instável.
Se continuar, clique em **Falar com um atendente** e diga qual ferramenta e qual mensagem aparece.`,
  },
  {
    title: 'Primeiro acesso depois da compra',
    keywords:
      'acabei de comprar, comprei e agora, primeiro acesso, criar conta, cadastro, começar, como começo, depois do pagamento',
    answer: `Depois da compra:
1. Crie a sua conta em **Criar Conta** com o mesmo e-mail do pagamento e confirme pelo link que enviamos.
2. Entre e confira o seu plano no **Dashboard**.
3. Instale o navegador seguro pelo **Tutorial** e pegue os dados de acesso em **Conectar**.`,
  },
];
