import type { NewsTabMessages } from './zh-Hant';

export const newsTabPt: NewsTabMessages = {
  news: {
    all: 'Todas',
    categories: 'Categorias de notícias',
    empty: 'Ainda não há notícias nesta categoria',
    readMore: 'Ler mais',
    collapse: 'Mostrar menos',
    favourite: 'Guardar nos favoritos',
    unfavourite: 'Retirar dos favoritos',
    favouriteAdded: 'Guardada nos favoritos',
    favouriteRemoved: 'Retirada dos favoritos',
    loginToFavourite:
      'Inicie sessão para guardar esta notícia nos favoritos; voltará aqui e ela ficará guardada',
    views: '{count} visualizações',
    /** The news tab's share card (issue #20). */
    shareList: '80.º aniversário da Vitória: as últimas notícias',
  },
};
