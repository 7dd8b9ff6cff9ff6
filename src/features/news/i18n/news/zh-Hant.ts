export const newsTabZhHant = {
  news: {
    all: '全部',
    categories: '新聞分類',
    empty: '此分類暫時沒有新聞',
    readMore: '展開全文',
    collapse: '收起',
    favourite: '收藏',
    unfavourite: '取消收藏',
    favouriteAdded: '已加入收藏',
    favouriteRemoved: '已取消收藏',
    loginToFavourite: '登入後即可收藏這篇資訊，完成後會回到這裡並自動收藏',
    views: '{count} 次瀏覽',
    /** The news tab's share card (issue #20). */
    shareList: '紀念抗戰勝利80週年：最新新聞資訊',
  },
};

export type NewsTabMessages = typeof newsTabZhHant;
