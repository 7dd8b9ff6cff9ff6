import type { ContentMessages } from './zh-Hant';

export const contentPt: ContentMessages = {
  webviewRefused:
    'Este endereço não está na lista de sítios autorizados; para sua segurança, não foi aberto.',
  webviewMissing: 'Não há endereço para abrir.',
  webviewFailed: 'Não foi possível abrir esta página. Verifique a ligação e tente de novo.',
  webviewHost: 'Sítio: {host}',
  notFoundText:
    'A página que procura não existe ou foi removida. Verifique o endereço ou volte à página inicial.',
};
