import type { NewsTabMessages } from './zh-Hant';

export const newsTabEn: NewsTabMessages = {
  news: {
    all: 'All',
    categories: 'News categories',
    empty: 'No news in this category yet',
    readMore: 'Read more',
    collapse: 'Show less',
    favourite: 'Add to favourites',
    unfavourite: 'Remove from favourites',
    favouriteAdded: 'Added to favourites',
    favouriteRemoved: 'Removed from favourites',
    loginToFavourite:
      'Log in to keep this story in your favourites; you will come back here and it will be kept',
    views: '{count} views',
    /** The news tab's share card (issue #20). */
    shareList: '80th anniversary of the Victory: the latest news',
  },
};
