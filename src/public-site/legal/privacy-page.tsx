import type { SiteData } from '../site-data';
import { LegalPage } from './legal-page';
import { type LegalSection, legalLink } from './legal-section';
import { DATA_DELETION_DAYS, MINIMUM_AGE } from './terms-prices';

/** The 9 numbered sections of the privacy policy (LGPD, Lei nº 13.709/2018). */
function privacySections(appName: string): LegalSection[] {
  return [
    {
      id: 'escopo',
      title: 'Quem Somos e a Quem se Aplica',
      body: (
        <>
          <p>
            O {appName} é o controlador dos dados pessoais tratados na Plataforma, nos termos da Lei Geral de
            Proteção de Dados Pessoais (LGPD). Esta Política vale para o site, a área de membros, os chats de
            suporte e os demais canais oficiais.
          </p>
          <p>
            Os termos iniciados em letra maiúscula têm o significado definido nos{' '}
            <a href="/termos-uso" className={legalLink}>
              Termos de Uso
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'dados-coletados',
      title: 'Dados que Coletamos',
      body: (
        <>
          <p>Coletamos apenas os dados necessários para prestar o serviço:</p>
          <ul>
            <li>
              <strong>Cadastro:</strong> nome completo, e-mail e senha, que guardamos somente em forma
              criptografada (hash).
            </li>
            <li>
              <strong>Assinatura:</strong> plano, situação, valor e datas de início e de vencimento. Os
              pagamentos são processados por plataformas parceiras; não recebemos nem armazenamos o número
              completo do seu cartão.
            </li>
            <li>
              <strong>Uso e segurança:</strong> endereço IP, navegador e dispositivo, datas e horários de
              acesso e o registro das solicitações de código de verificação.
            </li>
            <li>
              <strong>Suporte:</strong> as mensagens trocadas com o nosso assistente e com a equipe de
              atendimento.
            </li>
            <li>
              <strong>Preferências:</strong> a escolha entre tema claro e escuro, guardada no seu próprio
              navegador.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'finalidades',
      title: 'Como Usamos seus Dados',
      body: (
        <>
          <p>
            Tratamos os dados pessoais para as finalidades abaixo, com a base legal correspondente da LGPD:
          </p>
          <ul>
            <li>criar e manter a sua Conta e prestar os serviços contratados (execução de contrato);</li>
            <li>liberar, renovar e cancelar assinaturas e processar reembolsos (execução de contrato);</li>
            <li>
              proteger a sua Conta e a Plataforma contra fraudes, acessos indevidos e compartilhamento
              irregular de credenciais (legítimo interesse e prevenção à fraude);
            </li>
            <li>
              responder às suas solicitações de suporte e melhorar o atendimento (execução de contrato);
            </li>
            <li>
              enviar e-mails de serviço, como confirmação de cadastro, redefinição de senha e avisos de
              vencimento (execução de contrato);
            </li>
            <li>cumprir obrigações legais e regulatórias (cumprimento de obrigação legal).</li>
          </ul>
          <p>
            Não usamos seus dados para publicidade de terceiros nem tomamos decisões exclusivamente
            automatizadas que afetem os seus interesses.
          </p>
        </>
      ),
    },
    {
      id: 'compartilhamento',
      title: 'Compartilhamento de Dados',
      body: (
        <>
          <p>Não vendemos nem alugamos dados pessoais. Compartilhamos apenas o necessário com:</p>
          <ul>
            <li>plataformas de pagamento, para processar compras, renovações e reembolsos;</li>
            <li>provedores de hospedagem, e-mail e infraestrutura que operam a Plataforma em nosso nome;</li>
            <li>
              provedores de inteligência artificial, quando usados para responder às mensagens enviadas aos
              chats de suporte;
            </li>
            <li>autoridades públicas, quando a lei ou uma ordem judicial exigir.</li>
          </ul>
          <p>
            Esses parceiros tratam os dados de acordo com as nossas instruções, com deveres de sigilo e
            segurança. Quando algum deles estiver fora do Brasil, adotamos as salvaguardas que a LGPD exige
            para a transferência internacional de dados.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies e Armazenamento Local',
      body: (
        <>
          <p>Usamos apenas os cookies e o armazenamento local essenciais para a Plataforma funcionar:</p>
          <ul>
            <li>
              <strong>Cookie de sessão:</strong> mantém você conectado com segurança; fica protegido contra
              leitura por scripts e expira automaticamente.
            </li>
            <li>
              <strong>Preferência de tema:</strong> guarda no seu navegador a escolha entre tema claro e
              escuro.
            </li>
          </ul>
          <p>
            Não usamos cookies de publicidade nem de rastreamento entre sites. Você pode apagar cookies e
            dados locais nas configurações do navegador; nesse caso, precisará entrar novamente na sua Conta.
          </p>
        </>
      ),
    },
    {
      id: 'seguranca-retencao',
      title: 'Segurança e Prazo de Guarda',
      body: (
        <>
          <p>
            Protegemos os seus dados com medidas técnicas e administrativas, como conexões criptografadas
            (HTTPS), senhas guardadas por hash, criptografia das credenciais sensíveis, acesso restrito e
            registros de auditoria.
          </p>
          <p>
            Guardamos os dados apenas pelo tempo necessário às finalidades desta Política. Após o cancelamento
            da Conta, os dados pessoais são{' '}
            <strong>eliminados em até {DATA_DELETION_DAYS} (trinta) dias</strong>, exceto os que a lei nos
            obriga a manter por mais tempo, como os registros de acesso (Marco Civil da Internet, art. 15) e
            os documentos fiscais, conservados com segurança somente pelo prazo legal.
          </p>
          <p>
            Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos os
            titulares afetados e a Autoridade Nacional de Proteção de Dados (ANPD), como determina a lei.
          </p>
        </>
      ),
    },
    {
      id: 'direitos',
      title: 'Seus Direitos como Titular',
      body: (
        <>
          <p>Nos termos do art. 18 da LGPD, você pode, a qualquer momento e gratuitamente:</p>
          <ul>
            <li>confirmar se tratamos seus dados e acessá-los;</li>
            <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
            <li>
              pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados
              em desacordo com a lei;
            </li>
            <li>pedir a portabilidade dos seus dados a outro fornecedor;</li>
            <li>saber com quais entidades compartilhamos seus dados;</li>
            <li>revogar o consentimento, quando ele for a base legal do tratamento;</li>
            <li>pedir a exclusão da sua Conta e dos dados pessoais associados.</li>
          </ul>
          <p>
            Você mesmo exerce esses direitos na área de membros, em Configurações. O nome pode ser alterado em
            Perfil. Em Meus dados, "Baixar meus dados" gera um arquivo com tudo o que guardamos sobre você
            (perfil, acessos e pagamentos, sessões e dispositivos, códigos pedidos, conversas e chamados e os
            registros de auditoria sobre a sua Conta), em JSON e em um resumo legível, disponível por 24
            horas. "Excluir minha conta" pede a sua senha, encerra todas as sessões e, após 7 (sete) dias,
            apaga a Conta e os dados associados; se você entrar de novo nesse prazo, a exclusão é cancelada.
            Os registros de pagamento são mantidos pelo prazo que a legislação fiscal exige, sem ligação com a
            Conta, assim como o registro de auditoria da exclusão.
          </p>
          <p>
            Para os demais pedidos, fale com o nosso suporte: responderemos em até 15 (quinze) dias. Você
            também pode apresentar reclamação à ANPD.
          </p>
        </>
      ),
    },
    {
      id: 'menores',
      title: 'Menores de Idade',
      body: (
        <p>
          A Plataforma é destinada a maiores de {MINIMUM_AGE} anos. Menores só podem utilizá-la com o
          consentimento e sob a supervisão dos pais ou responsáveis legais, conforme os Termos de Uso. Se
          identificarmos dados de um menor coletados sem esse consentimento, eles serão eliminados.
        </p>
      ),
    },
    {
      id: 'alteracoes-contato',
      title: 'Alterações desta Política e Contato',
      body: (
        <>
          <p>
            Esta Política pode ser atualizada para refletir mudanças na Plataforma ou na legislação. A data da
            última atualização aparece no topo desta página, e mudanças relevantes serão comunicadas por
            e-mail ou por aviso na Plataforma.
          </p>
          <p>
            Dúvidas, pedidos sobre os seus dados ou contato com o encarregado pelo tratamento de dados
            pessoais podem ser feitos pelos nossos canais de suporte, inclusive pelo botão abaixo.
          </p>
        </>
      ),
    },
  ];
}

export function PrivacyPage({ site }: { site: SiteData }) {
  const { appName } = site.config;
  return (
    <LegalPage
      site={site}
      title="Política de Privacidade"
      intro={
        <p>
          Esta Política de Privacidade explica como o {appName} coleta, usa, compartilha, protege e elimina os
          dados pessoais de quem visita o site ou usa a Plataforma, em conformidade com a Lei Geral de
          Proteção de Dados Pessoais (Lei nº 13.709/2018).
        </p>
      }
      sections={privacySections(appName)}
      contactTitle="Dúvidas sobre a sua privacidade?"
    />
  );
}
