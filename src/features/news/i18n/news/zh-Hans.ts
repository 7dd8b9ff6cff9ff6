import type { NewsTabMessages } from './zh-Hant';

export const newsTabZhHans: NewsTabMessages = {
  news: {
    all: '全部',
    categories: '新闻分类',
    empty: '此分类暂时没有新闻',
    readMore: '展开全文',
    collapse: '收起',
    favourite: '收藏',
    unfavourite: '取消收藏',
    favouriteAdded: '已加入收藏',
    favouriteRemoved: '已取消收藏',
    loginToFavourite: '登录后即可收藏这篇资讯，完成后会回到这里并自动收藏',
    views: '{count} 次浏览',
    /** The news tab's share card (issue #20). */
    shareList: '纪念抗战胜利80周年：最新新闻资讯',
  },
};
