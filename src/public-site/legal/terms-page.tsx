import { GUARANTEE_DAYS, MAX_INSTALMENTS } from '../../shared/constants';
import { formatPrice } from '../../shared/format';
import type { SiteData } from '../site-data';
import { LegalPage } from './legal-page';
import { type LegalSection, legalLink } from './legal-section';
import { DATA_DELETION_DAYS, LIABILITY_CAP_MONTHS, MINIMUM_AGE, TERMS_PRICES } from './terms-prices';

/** The 12 numbered sections of the terms of use. */
function termsSections(appName: string): LegalSection[] {
  return [
    {
      id: 'aceitacao',
      title: 'Aceitação dos Termos',
      body: (
        <>
          <p>
            Ao acessar a plataforma, criar uma conta ou contratar um plano, você (“Usuário” ou “Assinante”)
            declara que leu, compreendeu e aceita estes Termos de Uso e a nossa{' '}
            <a href="/politica-privacidade" className={legalLink}>
              Política de Privacidade
            </a>
            , que faz parte deste documento.
          </p>
          <p>
            Estes Termos formam um contrato entre você e o {appName} (“nós” ou “Plataforma”). Se você não
            concordar com alguma disposição, não utilize a Plataforma.
          </p>
        </>
      ),
    },
    {
      id: 'definicoes',
      title: 'Definições',
      body: (
        <>
          <p>Para facilitar a leitura, estes termos têm o seguinte significado:</p>
          <ul>
            <li>
              <strong>Plataforma:</strong> o site, a área de membros e os serviços oferecidos sob a marca{' '}
              {appName}.
            </li>
            <li>
              <strong>Usuário:</strong> toda pessoa que acessa a Plataforma, com ou sem conta.
            </li>
            <li>
              <strong>Assinante:</strong> o Usuário com um plano ativo, contratado conforme a seção 5.
            </li>
            <li>
              <strong>Ferramentas:</strong> os softwares e serviços de terceiros disponibilizados aos
              Assinantes por meio de contas compartilhadas.
            </li>
            <li>
              <strong>Conta:</strong> o cadastro pessoal e intransferível do Usuário, acessado com e-mail e
              senha.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'servico',
      title: 'Descrição do Serviço',
      body: (
        <>
          <p>
            O {appName} oferece, mediante assinatura, acesso a ferramentas premium de inteligência artificial,
            design, pesquisa, vídeo, áudio e templates por meio de contas compartilhadas, utilizadas em um
            navegador seguro indicado pela Plataforma, além de tutoriais, treinamentos em vídeo, biblioteca de
            materiais e suporte técnico.
          </p>
          <p>
            O catálogo de Ferramentas pode mudar ao longo do tempo: ferramentas podem ser incluídas,
            substituídas ou retiradas, em especial quando seus fornecedores alteram as próprias condições ou
            deixam de oferecê-las. Sempre que possível, ofereceremos uma alternativa equivalente.
          </p>
          <p>
            As Ferramentas pertencem a terceiros, responsáveis pelo seu funcionamento. Manutenções ou falhas
            desses fornecedores podem causar indisponibilidades temporárias, que procuraremos contornar no
            menor prazo possível.
          </p>
        </>
      ),
    },
    {
      id: 'cadastro',
      title: 'Cadastro, Idade Mínima e Segurança da Conta',
      body: (
        <>
          <p>
            Para usar a Plataforma, você deve ter pelo menos {MINIMUM_AGE} (dezoito) anos. Menores de{' '}
            {MINIMUM_AGE} anos só podem se cadastrar com o consentimento e sob a supervisão dos pais ou
            responsáveis legais, que respondem pelos atos praticados na Conta.
          </p>
          <p>
            Você se compromete a informar dados verdadeiros, completos e atualizados e a confirmar o seu
            endereço de e-mail.
          </p>
          <p>
            A Conta é pessoal e intransferível. Você é responsável por manter em sigilo a sua senha e os
            códigos de verificação e por toda atividade realizada com as suas credenciais. Avise-nos
            imediatamente se suspeitar de uso não autorizado.
          </p>
        </>
      ),
    },
    {
      id: 'planos',
      title: 'Planos, Preços e Pagamento',
      body: (
        <>
          <p>A Plataforma oferece os seguintes planos:</p>
          <ul>
            <li>
              <strong>Mensal:</strong> {formatPrice(TERMS_PRICES.mensal)} por mês.
            </li>
            <li>
              <strong>Anual:</strong> {formatPrice(TERMS_PRICES.anual)} por ano, com{' '}
              {TERMS_PRICES.anualDiscountPercent}% de desconto em relação a doze mensalidades.
            </li>
            <li>
              <strong>Vitalício:</strong> {formatPrice(TERMS_PRICES.vitalicio)} em pagamento único, com acesso
              por prazo indeterminado enquanto a Plataforma estiver em operação.
            </li>
          </ul>
          <p>
            Prevalecem o preço e as condições exibidos na página de pagamento no momento da contratação, que
            podem incluir ofertas promocionais.
          </p>
          <p>
            O pagamento é feito por cartão de crédito ou PIX, por meio de plataformas de pagamento parceiras.
            Os planos Anual e Vitalício podem ser parcelados em até {MAX_INSTALMENTS} vezes no cartão de
            crédito, conforme as condições da plataforma de pagamento. Não armazenamos os dados completos do
            seu cartão.
          </p>
          <p>
            O acesso é liberado após a confirmação do pagamento. Reajustes de preço serão comunicados com pelo
            menos 30 (trinta) dias de antecedência e valerão apenas para os períodos seguintes, nunca para o
            período já pago.
          </p>
        </>
      ),
    },
    {
      id: 'renovacao',
      title: 'Renovação Automática e Cancelamento',
      body: (
        <>
          <p>
            Os planos Mensal e Anual são <strong>renovados automaticamente</strong> ao fim de cada período,
            pelo mesmo prazo e pelo preço vigente, com cobrança no meio de pagamento cadastrado, até que você
            os cancele. O plano Vitalício não tem renovação.
          </p>
          <p>
            Você pode cancelar a assinatura <strong>a qualquer momento</strong>, pela plataforma de pagamento
            ou pelos nossos canais de suporte. O cancelamento <strong>não tem multa nem taxa</strong>, e você
            mantém o acesso até o fim do período já pago.
          </p>
          <p>
            O cancelamento impede novas cobranças, mas não gera reembolso proporcional do período em curso,
            ressalvada a garantia da seção 7.
          </p>
        </>
      ),
    },
    {
      id: 'garantia',
      title: 'Garantia e Reembolso',
      body: (
        <>
          <p>
            Oferecemos <strong>garantia de {GUARANTEE_DAYS} (trinta) dias</strong>, contados da primeira
            contratação: se não ficar satisfeito, basta pedir o reembolso pelos nossos canais de suporte
            dentro desse prazo para receber de volta o valor integral pago, sem precisar justificar.
          </p>
          <p>
            O reembolso é feito pelo mesmo meio de pagamento da compra, nos prazos da plataforma de pagamento
            e da operadora do cartão. Com o reembolso, o acesso à Plataforma é encerrado.
          </p>
          <p>
            Esta garantia não substitui o direito de arrependimento de 7 (sete) dias previsto no art. 49 do
            Código de Defesa do Consumidor, que continua valendo.
          </p>
        </>
      ),
    },
    {
      id: 'uso-aceitavel',
      title: 'Uso Aceitável',
      body: (
        <>
          <p>Ao usar a Plataforma, você se compromete a não:</p>
          <ul>
            <li>
              compartilhar, emprestar, revender ou sublicenciar a sua Conta, as credenciais das Ferramentas ou
              os códigos de verificação;
            </li>
            <li>
              alterar senhas, dados ou configurações das contas compartilhadas, ou prejudicar de qualquer
              forma o acesso dos demais Assinantes;
            </li>
            <li>
              usar as Ferramentas para fins ilícitos, para violar direitos de terceiros ou em desacordo com as
              regras de uso de seus fornecedores;
            </li>
            <li>
              tentar burlar mecanismos de segurança, automatizar acessos em massa ou explorar falhas da
              Plataforma;
            </li>
            <li>
              publicar ou enviar conteúdo ilegal, ofensivo, discriminatório ou que viole direitos autorais.
            </li>
          </ul>
          <p>
            O descumprimento destas regras pode levar à suspensão ou ao cancelamento imediato da Conta, sem
            reembolso, sem prejuízo das medidas legais cabíveis.
          </p>
        </>
      ),
    },
    {
      id: 'propriedade-intelectual',
      title: 'Propriedade Intelectual',
      body: (
        <>
          <p>
            A marca {appName}, o site, a área de membros, os textos, os treinamentos, os materiais da
            biblioteca e os demais conteúdos próprios são protegidos pela legislação de propriedade
            intelectual. A assinatura concede apenas uma licença de uso pessoal, limitada, não exclusiva e
            intransferível, válida enquanto o plano estiver ativo.
          </p>
          <p>
            As Ferramentas e suas marcas pertencem aos respectivos titulares. Os conteúdos que você cria com
            elas são seus, observados os termos de cada fornecedor.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilidade',
      title: 'Limitação de Responsabilidade',
      body: (
        <>
          <p>
            Empregamos os melhores esforços para manter as Ferramentas disponíveis, mas não respondemos por
            indisponibilidades, alterações ou descontinuações causadas por fornecedores terceiros, nem pelos
            resultados obtidos com o uso das Ferramentas.
          </p>
          <p>
            Na máxima extensão permitida pela lei, a nossa responsabilidade total por quaisquer danos
            relacionados à Plataforma fica{' '}
            <strong>
              limitada ao valor efetivamente pago por você nos {LIABILITY_CAP_MONTHS} (doze) meses anteriores
            </strong>{' '}
            ao fato que deu origem à reclamação.
          </p>
          <p>
            Não respondemos por lucros cessantes, perda de dados ou danos indiretos, salvo em caso de dolo ou
            culpa grave. Nada nestes Termos limita direitos que a legislação de defesa do consumidor assegura
            de forma irrenunciável.
          </p>
        </>
      ),
    },
    {
      id: 'dados-pessoais',
      title: 'Privacidade e Proteção de Dados',
      body: (
        <>
          <p>
            O tratamento dos seus dados pessoais segue a Lei Geral de Proteção de Dados Pessoais (Lei nº
            13.709/2018) e está descrito na nossa{' '}
            <a href="/politica-privacidade" className={legalLink}>
              Política de Privacidade
            </a>
            .
          </p>
          <p>
            Após o cancelamento da Conta, os seus dados pessoais serão{' '}
            <strong>eliminados em até {DATA_DELETION_DAYS} (trinta) dias</strong>, exceto os que precisemos
            manter para cumprir obrigações legais ou regulatórias, como registros de acesso e documentos
            fiscais.
          </p>
        </>
      ),
    },
    {
      id: 'disposicoes-gerais',
      title: 'Disposições Gerais',
      body: (
        <>
          <p>
            Podemos atualizar estes Termos a qualquer momento. Alterações relevantes serão comunicadas por
            e-mail ou por aviso na Plataforma com antecedência razoável, e o uso continuado depois da entrada
            em vigor da nova versão significa concordância com ela.
          </p>
          <p>
            Se alguma disposição destes Termos for considerada inválida, as demais continuam em pleno vigor. A
            tolerância com o descumprimento de qualquer cláusula não significa renúncia ao direito de
            exigi-la.
          </p>
          <p>
            Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do
            domicílio do consumidor para resolver eventuais controvérsias.
          </p>
        </>
      ),
    },
  ];
}

export function TermsPage({ site }: { site: SiteData }) {
  const { appName } = site.config;
  return (
    <LegalPage
      site={site}
      title="Termos de Uso"
      intro={
        <p>
          Estes Termos de Uso regulam o acesso e a utilização da plataforma {appName}. Leia-os com atenção:
          eles explicam os seus direitos e deveres, como funcionam os planos, a renovação, o cancelamento e a
          garantia.
        </p>
      }
      sections={termsSections(appName)}
      contactTitle="Dúvidas sobre estes termos?"
    />
  );
}
