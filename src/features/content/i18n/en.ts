import type { ContentMessages } from './zh-Hant';

export const contentEn: ContentMessages = {
  webviewRefused:
    'This address is not on the list of allowed sites, so for your safety it was not opened.',
  webviewMissing: 'There is no address to open.',
  webviewFailed: 'This page could not be opened. Check your connection and try again.',
  webviewHost: 'Site: {host}',
  notFoundText:
    'The page you are looking for does not exist or has been removed. Check the address or go back home.',
};
