// The console's words added by issue #29 (bulk work, filters, the whole work, shipping from a
// file, visitors, the audit log's changes, the sign-in report), zh-Hant (the source), pt and en;
// merged into each locale's messages by messages.ts. pt and en are typed against zh-Hant.
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const workZhHant = {
  admin: {
    upload_types: 'JPG、PNG 或 GIF',
    filters: {
      status: '狀態',
      all: '全部',
      from: '由（日期）',
      to: '至（日期）',
      export: '匯出 CSV（按目前篩選）',
      export_cut: '檔案只載有首 %{max} 行：請收窄篩選再匯出其餘的。',
      role: '角色',
      state: '帳號狀態',
      enabled: '使用中',
      disabled: '已停用',
    },
    bulk: {
      refused: '%{count} 項未能處理：',
      refused_list: '未能處理的項目',
      back: '返回',
    },
    works: {
      bulk_approve: '全部通過',
      bulk_approve_confirm: '通過所選的 %{count} 件作品？只有待審核或已駁回的作品會通過。',
      bulk_approved: '已通過 %{count} 件作品',
      bulk_reject: '全部駁回',
      bulk_reject_confirm: '駁回所選的 %{count} 件作品，作者都會看到同一個原因。',
      bulk_rejected: '已駁回 %{count} 件作品',
      bulk_hide: '全部隱藏文字',
      bulk_hide_confirm: '隱藏所選的 %{count} 件作品的文字？訪客仍看到作品，但看不到標語。',
      bulk_hidden: '已隱藏 %{count} 件作品的文字',
    },
    pictures: {
      enlarge: '放大：%{name}',
      cover: '封面',
      nth: '相冊第 %{n} 張（共 %{total} 張）',
    },
    ship_csv: {
      open: '用 CSV 批量發貨',
      title: '用 CSV 檔案批量發貨',
      how: '先按「匯出 CSV」下載待發貨訂單，在「物流公司」和「運單號碼」兩欄填上已寄出的訂單，儲存為 CSV 後在這裡選擇該檔案。發貨前會先列出每一行的結果。',
      choose: '選擇 CSV 檔案',
      ship: '將發貨',
      shipped: '已發貨',
      skipped: '未填寫，略過',
      refused: '不處理',
      preview: '預覽：%{ship} 張將發貨，%{skipped} 行略過，%{refused} 行不處理。尚未作任何更改。',
      report: '完成：%{ship} 張已發貨，%{skipped} 行略過，%{refused} 行不處理。',
      lines: '檔案各行',
      line: '行',
      verdict: '結果',
      confirm: '發貨 %{count} 張訂單',
      done: '已發貨 %{count} 張訂單',
    },
    visitors: {
      find_first: '輸入訪客的電話、名稱或編號來查找。',
      search: '電話、名稱或編號',
      when: '時間',
      amount: '積分變動',
      balance: '結餘',
      reason: '原因',
      none: '沒有紀錄',
    },
    audit: { changes: '更改內容', field: '欄位' },
    sign_in_report: {
      failed:
        '注意：自你上次登入（%{since}）以來，你的帳號有 %{count} 次密碼或驗證碼錯誤的登入嘗試。如不是你本人，請通知管理員。',
      none: '自你上次登入（%{since}）以來，你的帳號沒有錯誤的登入嘗試。',
      never: '首次登入',
    },
  },
  resources: {
    works: { fields: { pictures: '圖片（封面及相冊）', groupId: '組別' } },
    visitors: {
      name: '訪客查詢 |||| 訪客查詢',
      fields: {
        id: '訪客編號',
        showName: '名稱',
        name: '姓名',
        phone: '電話',
        email: '電郵',
        points: '積分',
        createdAt: '註冊時間',
        deletedAt: '刪除帳號時間',
        orders: '兌換訂單',
        works: '參賽作品',
        ledger: '積分紀錄',
        q: '搜尋',
      },
    },
    uploads: { name: '上傳圖片 |||| 上傳圖片' },
    operators: { fields: { q: '搜尋帳號或姓名' } },
  },
};

export const workEn: Shape<typeof workZhHant> = {
  admin: {
    upload_types: 'JPG, PNG or GIF',
    filters: {
      status: 'Status',
      all: 'All',
      from: 'From (date)',
      to: 'To (date)',
      export: 'Export CSV (as filtered)',
      export_cut:
        'The file holds the first %{max} rows only: narrow the filter to export the rest.',
      role: 'Role',
      state: 'Account state',
      enabled: 'Active',
      disabled: 'Disabled',
    },
    bulk: {
      refused: '%{count} could not be done:',
      refused_list: 'Not done',
      back: 'Back',
    },
    works: {
      bulk_approve: 'Approve all',
      bulk_approve_confirm:
        'Approve the %{count} selected works? Only works pending review or rejected are approved.',
      bulk_approved: '%{count} works approved',
      bulk_reject: 'Reject all',
      bulk_reject_confirm: 'Reject the %{count} selected works; every author sees the same reason.',
      bulk_rejected: '%{count} works rejected',
      bulk_hide: 'Hide all texts',
      bulk_hide_confirm:
        'Hide the text of the %{count} selected works? Visitors still see the works, without their slogans.',
      bulk_hidden: 'Text hidden on %{count} works',
    },
    pictures: {
      enlarge: 'Enlarge: %{name}',
      cover: 'Cover',
      nth: 'Album picture %{n} of %{total}',
    },
    ship_csv: {
      open: 'Ship by CSV',
      title: 'Ship orders from a CSV file',
      how: 'Download the orders to ship with "Export CSV", fill in the Carrier and Tracking number columns of the orders sent, save as CSV and choose the file here. Every line is previewed before anything ships.',
      choose: 'Choose a CSV file',
      ship: 'Will ship',
      shipped: 'Shipped',
      skipped: 'Not filled in, left as is',
      refused: 'Refused',
      preview:
        'Preview: %{ship} will ship, %{skipped} lines left as they are, %{refused} refused. Nothing has changed yet.',
      report: 'Done: %{ship} shipped, %{skipped} lines left as they are, %{refused} refused.',
      lines: 'Lines of the file',
      line: 'Line',
      verdict: 'Result',
      confirm: 'Ship %{count} orders',
      done: '%{count} orders shipped',
    },
    visitors: {
      find_first: "Type a visitor's phone, name or id to find them.",
      search: 'Phone, name or id',
      when: 'When',
      amount: 'Points',
      balance: 'Balance',
      reason: 'Reason',
      none: 'Nothing yet',
    },
    audit: { changes: 'What changed', field: 'Field' },
    sign_in_report: {
      failed:
        'Note: since your last sign-in (%{since}) there were %{count} failed attempts to sign in to your account (wrong password or code). If they were not yours, tell an admin.',
      none: 'No failed attempts to sign in to your account since your last sign-in (%{since}).',
      never: 'first sign-in',
    },
  },
  resources: {
    works: { fields: { pictures: 'Pictures (cover and album)', groupId: 'Group' } },
    visitors: {
      name: 'Visitor lookup |||| Visitor lookup',
      fields: {
        id: 'Visitor id',
        showName: 'Display name',
        name: 'Name',
        phone: 'Phone',
        email: 'E-mail',
        points: 'Points',
        createdAt: 'Registered',
        deletedAt: 'Account deleted',
        orders: 'Orders',
        works: 'Works',
        ledger: 'Points ledger',
        q: 'Search',
      },
    },
    uploads: { name: 'Uploads |||| Uploads' },
    operators: { fields: { q: 'Search account or name' } },
  },
};

export const workPt: Shape<typeof workZhHant> = {
  admin: {
    upload_types: 'JPG, PNG ou GIF',
    filters: {
      status: 'Estado',
      all: 'Todos',
      from: 'De (data)',
      to: 'Até (data)',
      export: 'Exportar CSV (com os filtros atuais)',
      export_cut:
        'O ficheiro tem só as primeiras %{max} linhas: restrinja os filtros para exportar as restantes.',
      role: 'Função',
      state: 'Estado da conta',
      enabled: 'Ativa',
      disabled: 'Desativada',
    },
    bulk: {
      refused: '%{count} não puderam ser tratados:',
      refused_list: 'Não tratados',
      back: 'Voltar',
    },
    works: {
      bulk_approve: 'Aprovar todas',
      bulk_approve_confirm:
        'Aprovar as %{count} obras selecionadas? Só são aprovadas as obras em revisão ou rejeitadas.',
      bulk_approved: '%{count} obras aprovadas',
      bulk_reject: 'Rejeitar todas',
      bulk_reject_confirm:
        'Rejeitar as %{count} obras selecionadas; todos os autores veem o mesmo motivo.',
      bulk_rejected: '%{count} obras rejeitadas',
      bulk_hide: 'Ocultar todos os textos',
      bulk_hide_confirm:
        'Ocultar o texto das %{count} obras selecionadas? Os visitantes continuam a ver as obras, mas sem os lemas.',
      bulk_hidden: 'Texto ocultado em %{count} obras',
    },
    pictures: {
      enlarge: 'Ampliar: %{name}',
      cover: 'Capa',
      nth: 'Imagem %{n} de %{total} do álbum',
    },
    ship_csv: {
      open: 'Expedir por CSV',
      title: 'Expedir encomendas a partir de um ficheiro CSV',
      how: 'Descarregue as encomendas a expedir com «Exportar CSV», preencha as colunas Transportadora e Número de seguimento das encomendas enviadas, guarde em CSV e escolha aqui o ficheiro. Cada linha é mostrada antes de qualquer expedição.',
      choose: 'Escolher um ficheiro CSV',
      ship: 'Será expedida',
      shipped: 'Expedida',
      skipped: 'Não preenchida, fica como está',
      refused: 'Recusada',
      preview:
        'Pré-visualização: %{ship} serão expedidas, %{skipped} linhas ficam como estão, %{refused} recusadas. Ainda nada foi alterado.',
      report:
        'Concluído: %{ship} expedidas, %{skipped} linhas ficam como estão, %{refused} recusadas.',
      lines: 'Linhas do ficheiro',
      line: 'Linha',
      verdict: 'Resultado',
      confirm: 'Expedir %{count} encomendas',
      done: '%{count} encomendas expedidas',
    },
    visitors: {
      find_first: 'Escreva o telefone, o nome ou o número do visitante para o encontrar.',
      search: 'Telefone, nome ou número',
      when: 'Quando',
      amount: 'Pontos',
      balance: 'Saldo',
      reason: 'Motivo',
      none: 'Ainda nada',
    },
    audit: { changes: 'O que mudou', field: 'Campo' },
    sign_in_report: {
      failed:
        'Atenção: desde a sua última entrada (%{since}) houve %{count} tentativas falhadas de entrar na sua conta (palavra-passe ou código errados). Se não foi o senhor ou a senhora, avise um administrador.',
      none: 'Nenhuma tentativa falhada de entrar na sua conta desde a sua última entrada (%{since}).',
      never: 'primeira entrada',
    },
  },
  resources: {
    works: { fields: { pictures: 'Imagens (capa e álbum)', groupId: 'Grupo' } },
    visitors: {
      name: 'Consulta de visitantes |||| Consulta de visitantes',
      fields: {
        id: 'Número do visitante',
        showName: 'Nome visível',
        name: 'Nome',
        phone: 'Telefone',
        email: 'Correio eletrónico',
        points: 'Pontos',
        createdAt: 'Registo',
        deletedAt: 'Conta eliminada',
        orders: 'Encomendas',
        works: 'Obras',
        ledger: 'Registo de pontos',
        q: 'Pesquisar',
      },
    },
    uploads: { name: 'Imagens enviadas |||| Imagens enviadas' },
    operators: { fields: { q: 'Pesquisar conta ou nome' } },
  },
};

type Tree = { [key: string]: string | Tree };

/** `base` with `extra` laid over it, key by key. */
export function merged<T extends object>(base: T, extra: object): T {
  const out: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(extra as Tree)) {
    const below = out[key];
    out[key] =
      typeof value === 'object' && typeof below === 'object' ? merged(below, value) : value;
  }
  return out as T;
}
