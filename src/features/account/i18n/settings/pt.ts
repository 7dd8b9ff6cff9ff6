import type { SettingsMessages } from './zh-Hant';

export const settingsPt: SettingsMessages = {
  general: 'Geral',
  fontSize: 'Tamanho do texto',
  reminder: 'Lembrete de atividades',
  account: 'Conta',
  about: 'Sobre',
  version: 'Versão',
  logoutButton: 'Terminar sessão',
  logoutConfirm: 'Pretende terminar a sessão?',
  notify: {
    activityTitle: 'Atividades em que se inscreveu',
    title: 'Notificações',
    contest: 'Resultados do concurso',
    contestHint: 'Resultados da avaliação e alterações na classificação do concurso de slogans',
    orders: 'Pedidos de troca',
    ordersHint: 'Envio e alterações de estado dos seus pedidos de brindes',
    news: 'Notícias',
    newsHint: 'As últimas novidades da exposição e das atividades',
    localNote:
      'Estas definições ficam guardadas apenas neste dispositivo e voltam aos valores predefinidos quando terminar a sessão.',
  },
  collect: {
    remove: 'Remover',
    confirmRemove: 'Remover «{name}» dos favoritos?',
    followedOn: 'Guardado em {date}',
    empty: 'Ainda não tem favoritos',
  },
  password: {
    old: 'Palavra-passe atual',
    oldPlaceholder: 'Palavra-passe atual',
    oldRequired: 'Introduza a palavra-passe atual',
    sameAsOld: 'A nova palavra-passe tem de ser diferente da atual',
    changed: 'A palavra-passe foi alterada. Inicie sessão novamente com a nova palavra-passe.',
  },
  verify: {
    intro: 'Indique o nome e o número tal como constam do seu documento de identificação.',
    realName: 'Nome completo',
    realNamePlaceholder: 'Como no documento',
    nameRequired: 'Introduza o nome completo',
    idNumber: 'Número do documento',
    idPlaceholder: 'Por exemplo: 1234567(8)',
    idHint: 'Aceitam-se bilhetes de identidade de Macau, Hong Kong, China continental ou Taiwan',
    idRequired: 'Introduza o número do documento',
    idInvalid: 'O número do documento não é válido. Verifique-o e tente novamente.',
    privacy:
      'O número serve apenas para confirmar a sua identidade; guardamos só uma versão ocultada.',
    verified: 'Identidade verificada',
    verifiedNote:
      'O número do documento é apresentado parcialmente oculto para proteger a sua privacidade.',
  },
  logoff: {
    title: 'Uma conta cancelada não pode ser recuperada',
    lead: 'Antes de cancelar a conta, tenha em conta o seguinte:',
    lossPoints: 'Todos os pontos e medalhas serão apagados e deixará de poder trocar brindes',
    lossOrders: 'Deixará de poder consultar os seus pedidos de troca',
    lossWorks: 'Deixará de poder gerir os slogans que submeteu e os seus votos',
    lossData:
      'Os seus dados pessoais, moradas de entrega e favoritos serão eliminados e a sessão será terminada em todos os dispositivos',
    lossPhone: 'O seu número de telemóvel ficará livre e poderá ser usado num novo registo',
    acknowledge: 'Li e compreendi o que precede e quero cancelar a minha conta',
    acknowledgeRequired: 'Assinale a caixa para confirmar',
    submit: 'Cancelar conta',
    keep: 'Manter a conta',
    confirmTitle: 'Cancelar conta',
    confirmText:
      'A conta e os respetivos dados serão eliminados e não poderão ser recuperados. Continuar?',
    confirmButton: 'Eliminar',
    done: 'A sua conta foi cancelada',
  },
};
