import type { supportEn } from './en';

export const supportZh: Record<keyof typeof supportEn, string> = {
  'support.intro.role1':
    '面向超级管理员的解答：行业与类别、模板、卡片 Design Studio、营销活动和报告。',
  'support.intro.role2':
    '面向您的 Marketplace 账户的解答：下单、充值、付款卡、模板、联系人列表和退款。',
  'support.intro.role3':
    '面向您的 Design Studio 账户的解答：模板、卡片 Design Studio、营销活动、推广联盟计划和账单。',
  'support.search.label': '搜索问题',
  'support.search.placeholder': '例如：退款、CSV、付款卡',
  'support.search.clear': '清除搜索',
  'support.search.all': '共 {count} 个问题，{topics} 个主题',
  'support.search.matches': '{count} 个问题与“{query}”匹配',
  'support.search.none': '没有与“{query}”匹配的问题。',
  'support.empty.hint': '换个词试试，或写信给我们的支持团队：我们很乐意帮忙。',
  'support.links': '前往：',
  'support.contact.title': '仍需要帮助？',
  'support.contact.body':
    '请写信给我们的支持团队，告诉我们您当时在做什么、期望的结果以及实际发生了什么。',
  'support.contact.emailLabel': '电子邮件',
  'support.contact.tip': '请使用您账户的电子邮件地址来信；如涉及订单，请附上订单号。',
  'support.contact.helpIntro': '入门指南请见帮助页面。',
  'support.contact.helpLink': '打开帮助',

  'support.topic.ordering': '订购营销活动',
  'support.topic.funding': '为余额充值',
  'support.topic.cards': '付款卡、套餐与账单',
  'support.topic.templates': '模板与发送',
  'support.topic.lists': '联系人列表与导入',
  'support.topic.refunds': '退款与取消',
  'support.topic.catalog': '行业与类别',
  'support.topic.design': '设计模板',
  'support.topic.cardStudio': '卡片 Design Studio',
  'support.topic.campaigns': '多步骤营销活动',
  'support.topic.affiliate': '推广联盟计划',
  'support.topic.admin': '模板、报告与列表',
  'support.topic.account': '您的账户',

  'support.q.orderHow': '如何订购营销活动？',
  'support.a.orderHow':
    '在菜单的“营销活动”组中打开“订购营销活动”。选择一个现成的营销活动（可按类别、标签、类型或触达次数筛选），为它命名，选择一个或多个联系人列表，检查消息和价格，然后点击“启动营销活动”。总价从您的余额中扣除。',
  'support.q.orderCard': '为什么我下单时被带到“会员与付款卡”？',
  'support.a.orderCard':
    '下单需要一张有效的已保存付款卡。没有付款卡时，您会看到“下单前，您必须已保存一张有效的付款卡”，并被带到“会员与付款卡”。在那里添加付款卡后，再次下单即可。',
  'support.q.orderBalance': '如果余额低于价格怎么办？',
  'support.a.orderBalance':
    '价格步骤会显示您的余额以及下单后的余额。余额不足时，“启动营销活动”会打开“账户充值”，并已选好足以补足差额的金额。充值后再次启动即可。',
  'support.q.orderPrice': '价格是如何计算的？',
  'support.a.orderPrice':
    '每个步骤按所选列表中的联系人计价，扣除已验证失败的地址；短信和电子邮件还会扣除已退订的联系人。明信片按数量分档计价：寄得越多，每张越便宜，价格步骤会说明适用哪一档。菜单中的“价格”会显示您套餐的完整价格表。',
  'support.q.orderCompliance': '为什么启动前必须修改短信或电子邮件？',
  'support.a.orderCompliance':
    '每条短信都必须告知收件人如何退订，例如“Reply STOP to opt out.”；每封电子邮件都必须包含退订链接。订单会列出缺少这些内容的步骤；对于短信，您只需点击一下即可加上标准的退订语句。',
  'support.q.orderQuietHours': '我的短信什么时候发出？',
  'support.a.orderQuietHours':
    '短信遵守每位收件人的可发送时间：当地时间 8:00 至 21:00，部分州更严格。超出该时段的短信会等到可发送时再发出；价格步骤会说明有多少条短信需要等待，以及第一条何时发出。',
  'support.q.orderTrack': '在哪里跟踪我已启动的营销活动？',
  'support.a.orderTrack':
    '“进行中的营销活动”会显示您启动的每个营销活动：使用的列表、花费，以及每个步骤已发送、已印刷、已寄出和仍在排期中的情况。“订单历史”列出所有订单、充值和退款，并可导出为 CSV。',
  'support.q.orderAddLists': '可以为正在进行的营销活动添加联系人列表吗？',
  'support.a.orderAddLists':
    '可以：在“进行中的营销活动”中，点击该营销活动的“添加联系人列表”。尚未发送的步骤也会发给新添加的列表，您只需为这些步骤付费；已发送的步骤不会重复发送。',
  'support.q.orderBulk': '如何立即把一个模板发给我的列表？',
  'support.a.orderBulk':
    '使用“批量邮寄中心”（可从“模板”进入）。选择渠道和模板，选择列表，获取样稿并确认，然后点击“付款并发送”。费用从余额中扣除，规则与营销活动相同。',

  'support.q.fundHow': '如何为余额充值？',
  'support.a.fundHow':
    '点击顶栏或账户菜单中的“账户充值”。选择金额和付款卡（已默认选中您的默认付款卡），然后点击“账户充值”。付款完成后，新余额会立即显示。',
  'support.q.fundAmounts': '可以充值哪些金额？',
  'support.a.fundAmounts':
    '{smallest}、从 {rangeFrom} 到 {rangeTo} 之间以 {step} 为单位的任意金额，或 {largeAmounts}。不能选择其他金额。',
  'support.q.fundRefund': '充值的钱可以退款吗？',
  'support.a.fundRefund':
    '不可以。充值到账户的资金不可退款：它们留在您的余额中，用于支付营销活动和发送费用。',
  'support.q.fundNoCard': '为什么我无法充值？',
  'support.a.fundNoCard':
    '充值至少需要一张已保存的付款卡：没有付款卡时，“账户充值”窗口无法收款。点击其中的“管理信用卡”前往“会员与付款卡”，添加付款卡后再回来。',
  'support.q.fundTwice': '付款没有响应。如果我再点一次，会被扣两次款吗？',
  'support.a.fundTwice':
    '不会。每笔付款都带有自己的密钥，因此用相同金额和付款卡再次点击“账户充值”是安全的：如果第一笔付款已成功，它会计入您的余额，不会再扣款；如果没有成功，只会扣款一次。',
  'support.q.fundAuto': '什么是“自动充值”？',
  'support.a.fundAuto':
    '这是“账户充值”窗口中的一个开关：开启后，当余额不足时，会自动使用您的默认付款卡充值。在同一位置即可关闭。',
  'support.q.fundHistory': '在哪里查看我的充值记录？',
  'support.a.fundHistory':
    '在“订单历史”中：将类型选为“充值”即可只看充值记录，也可以把全部历史导出为 CSV。',

  'support.q.cardAdd': '如何添加付款卡？',
  'support.a.cardAdd':
    '打开菜单“账户”组中的“账单”（会员与付款卡），点击“添加新卡”。输入卡号、有效期、安全码、持卡人姓名和账单地址；勾选“设为我的默认付款卡”即可优先使用这张卡。',
  'support.q.cardDefault': '如何更改默认付款卡？',
  'support.a.cardDefault':
    '在想要的付款卡上选择“设为默认”。默认付款卡排在最前面并标有“默认”，充值时会默认选中它。',
  'support.q.cardDelete': '为什么我无法删除一张付款卡？',
  'support.a.cardDelete': '默认付款卡不能删除。请先把另一张卡设为默认，再删除原来的卡。',
  'support.q.cardExpired': '我的付款卡已过期或被拒付，怎么办？',
  'support.a.cardExpired':
    '过期的付款卡会标为“已过期”：选择“更新”填写新的有效期，或添加另一张卡，并将其设为默认。付款被拒时，提示会给出发卡处理方的原因；请换一张卡试试。',
  'support.q.cardCoach': '为什么我无法添加或更改付款卡？',
  'support.a.cardCoach':
    '当您的账户由教练管理时，付款也由教练负责：“会员与付款卡”会以只读方式显示教练的付款卡。请联系教练添加或更改付款卡。',
  'support.q.billingWhere': '我的套餐、发票和账单地址在哪里？',
  'support.a.billingWhere':
    '“账单与订阅”（可从“会员与付款卡”进入）显示您的账户状态、订阅及其发票和自动续订设置，以及账单地址。',
  'support.q.billingCancel': '如何注销账户？以后还能回来吗？',
  'support.a.billingCancel':
    '在“账单与订阅”中点击“注销账户”并确认。您的订阅会立即停止，数据会被保留。再次登录时，您可以用一张付款卡重新激活账户：套餐重新开始，并从该卡扣除第一个周期的费用。',
  'support.q.planUpgrade': '如何使用 Design Studio？',
  'support.a.planUpgrade':
    'Design Studio 包含在 Pro 套餐中：在页面顶部的切换器中选择 Design Studio 即可查看套餐。升级使用您已保存的付款卡，并按当前周期剩余时间按比例计费；没有试用期，也不能降级。',
  'support.q.planPro': '我的 Pro 套餐包含什么？',
  'support.a.planPro':
    '您自己的直邮、短信和电子邮件模板，多渠道营销活动，分享您的模板和营销活动，以及经销商计划。“账单与订阅”会显示您的套餐、发票和自动续订设置。',

  'support.q.tplGallery': '在哪里找到可以发送的模板？',
  'support.a.tplGallery':
    '菜单“卡片模板”组中的“模板”是可直接订购的卡片库。您可以按类别、带房产照片的卡片或收藏进行筛选：点击卡片上的星标将其收藏，然后勾选“仅收藏”。',
  'support.q.tplSend': '如何把模板发送给一位联系人？',
  'support.a.tplSend':
    '在模板的操作中选择“发送给联系人”，选择“单个联系人”或“联系人列表”，然后点击“发送”。您会得到一个订单号，这次发送也会列在“订单历史”中。',
  'support.q.tplPdf': '可以获取模板的 PDF 吗？',
  'support.a.tplPdf': '可以：在模板的操作中选择“下载 PDF”。',
  'support.q.tplProof': '如何在发送前检查消息？',
  'support.a.tplProof':
    '“批量邮寄中心”会显示模板的样稿，合并标签中填入示例值；只有在您勾选“我已检查样稿，可以发送。”后才会发送。订购营销活动时，您也可以在启动前阅读并修改每个短信步骤的文字。',
  'support.q.tplAgency': '有人可以帮我设计模板吗？',
  'support.a.tplAgency':
    '可以：仪表板上的“代理设计服务”可为您设计直邮、短信和电子邮件模板，每个模板 {designPrice} 起。在那里点击“立即预约”即可预约通话。',
  'support.q.tplOwn': '我可以自己设计模板吗？',
  'support.a.tplOwn':
    '自己的短信、电子邮件和卡片模板以及多步骤营销活动，包含在 Design Studio 的 Pro 套餐中。Marketplace 账户订购的是现成的营销活动和模板。',
  'support.q.tplIntegrations': '如何连接 Zapier 或我自己的软件？',
  'support.a.tplIntegrations':
    '使用菜单中的“集成”组：Zapier 会说明如何连接您的 Zapier 账户，让您的 Zap 发送模板；“API 密钥”供您自己的软件使用。“Zap 营销活动”列出您的 Zap 发送过的每个模板，以及收件人和状态。',

  'support.q.listUpload': '如何上传我的联系人？',
  'support.a.listUpload':
    '在菜单的“联系人”组中，选择“创建联系人列表”用文件新建列表，或选择“上传联系人”把文件添加到已有列表。选择文件，将各列与联系人字段对应，点击“检查文件”，然后点击“上传列表”。',
  'support.q.listFile': '可以上传什么样的文件？',
  'support.a.listFile':
    '只能是一个 CSV 文件，小于 1 GB，且第一行为列名。名字、姓氏、街道、城市、州和邮政编码为必填；电子邮件、电话、企业和房产信息为选填。',
  'support.q.listCheck': '“检查文件”会检查什么？',
  'support.a.listCheck':
    '在发送任何内容之前，您的浏览器会检查文件：无效的电子邮件、电话号码和邮政编码，重复的电子邮件（不区分大小写），以及列数不对的行。丢失前导零的邮政编码会被修复。您可以把有问题的行下载为 CSV。',
  'support.q.listStatus': '为什么我的列表显示“处理中”或“正在验证地址”？',
  'support.a.listStatus':
    '上传后，服务器会读取列表并验证其邮寄地址；完成后列表显示为“就绪”。只有就绪的列表才能用于订单。',
  'support.q.listFailed': '什么是验证失败的地址？',
  'support.a.listFailed':
    '未通过邮政（DPV）验证的地址无法投递：它们不会计入您的订单，也永远不会被寄送。“我的联系人列表”会提示哪些列表含有此类地址，“无效地址”会列出它们并提供“下载 CSV”，方便您更正。',
  'support.q.listBuilder': '没有文件也能建立列表吗？',
  'support.a.listBuilder':
    '可以：“列表生成器”根据房产数据生成列表。选择州，然后选择县、城市和邮政编码，再把匹配的房产保存为联系人列表。',
  'support.q.listManage': '如何重命名、导出或删除列表？',
  'support.a.listManage':
    '在“我的联系人列表”中，每个列表都有“重命名”、“导出 CSV”和“删除”。列表名称必须唯一（不区分大小写），正在被进行中的营销活动使用的列表不能删除。',
  'support.q.listVerify': '“验证地址”和“补全联系方式”有什么作用？',
  'support.a.listVerify':
    '打开一个列表：“验证地址”会重新检查其地址并更新验证失败的地址；“补全联系方式”会为该列表的联系人下一个补全订单，之后会显示在“订单历史”中。',

  'support.q.refundUndeliverable': '无法投递的地址会退款吗？',
  'support.a.refundUndeliverable':
    '会。已知验证失败的地址不计入价格。当您启动含明信片步骤的营销活动时，印刷服务会检查列表中的地址：寄往验证失败地址的明信片不会印刷，其费用会立即退回您的余额。',
  'support.q.refundWhere': '在哪里查看我的退款？',
  'support.a.refundWhere':
    '每笔退款都是“订单历史”中的一行“退款”（将类型选为“退款”即可只看退款）。“进行中的营销活动”会显示每个营销活动的花费和已退款金额。',
  'support.q.refundCancel': '取消营销活动后会怎样？',
  'support.a.refundCancel':
    '在“进行中的营销活动”中点击“取消营销活动”并确认。所有尚未发送的步骤都会停止，其费用退回您的余额；已发送的短信和电子邮件无法撤回，也不会退款。取消后的提示会说明退回了多少。',
  'support.q.refundWindow': '启动后还能阻止明信片寄出吗？',
  'support.a.refundWindow':
    '可以，在启动后的前 {cancelHours} 小时内：在此之前明信片不会交给印刷厂，因此取消会阻止所有卡片寄出，取消确认中会说明截止时间。之后再取消，只会阻止尚未交给印刷厂的明信片。',
  'support.q.refundUnsubscribed': '已退订的联系人也要付费吗？',
  'support.a.refundUnsubscribed':
    '不用。短信或电子邮件步骤只发送给没有要求您停止该渠道的联系人，您也只为这些联系人付费。明信片通过邮政寄送，因此退订短信或电子邮件不会阻止明信片。',
  'support.q.refundFunding': '退款会退回到我的付款卡吗？',
  'support.a.refundFunding':
    '不会：订单的退款会退回您的余额，用于支付之后的订单。通过“账户充值”充入的资金不可退款。',

  'support.q.adminIndustries': '行业有什么用？',
  'support.a.adminIndustries':
    '行业决定每位用户能看到哪些模板：类别和模板都属于某个行业。在“行业”中添加、编辑和搜索行业；每个行业都有档案类型（经纪人或企业）和状态。',
  'support.q.adminDeleteCatalog': '为什么我无法删除某个行业或类别？',
  'support.a.adminDeleteCatalog':
    '仍有类别或模板的行业不能删除，被模板使用的类别也不能删除：请先移动或删除它们。名称必须唯一且不能为空。',
  'support.q.adminCategoryOwners': '谁可以管理类别？',
  'support.a.adminCategoryOwners':
    '您和 Design Studio 用户。每个类别都属于一个行业，“类别”页面可以按行业筛选列表。',

  'support.q.designNew': '如何创建新模板？',
  'support.a.designNew':
    '在菜单中打开“SMS 模板”、“邮件模板”或“卡片模板”，点击“新建短信模板”、“新建邮件模板”或“新建卡片模板”。为它取一个在该类型中尚未用过的标题，并设置类别和行业，以便他人找到。',
  'support.q.designSms': '短信模板最长可以多长？',
  'support.a.designSms':
    '最多 1600 个字符。编辑器会在您输入时统计字符数和分段数，并指出会让消息切换为 UCS-2 编码的字符（每段可容纳的字符更少），如有对应的 GSM 字符会提供替换。',
  'support.q.designEmail': '电子邮件模板需要包含什么？',
  'support.a.designEmail':
    '主题和正文。一个模板的图片总大小不能超过 10 MB。请添加一个文字或地址中含有“unsubscribe”的链接：没有退订链接的电子邮件无法在营销活动中启动。',
  'support.q.designMergeTags': '如何让消息个性化？',
  'support.a.designMergeTags':
    '插入合并标签，例如名字、企业名称或房产街道：发送时会用每位联系人的信息填充。“预览”和“获取样稿”会用示例联系人数据显示填充后的消息。',
  'support.q.designActions': '如何分享、复制或下载模板？',
  'support.a.designActions':
    '使用模板的操作：“分享”通过电子邮件或用户 ID 把模板给另一位用户，“复制”以新名称创建副本，“下载 PDF”生成 PDF。只有模板的所有者或超级管理员可以编辑、分享或删除模板。',
  'support.q.designDelete': '为什么我无法删除某个模板？',
  'support.a.designDelete':
    '被营销活动或 Zapier Zap 使用的模板不能删除：“该模板无法删除，因为它已关联到营销活动或 Zapier。”请先把它从这些营销活动中移除。',
  'support.q.designDrafts': '关闭编辑器后，我的工作会丢失吗？',
  'support.a.designDrafts':
    '不会。编辑器会在此浏览器中保存您修改的草稿。再次打开该模板时，如果草稿与已保存的内容不同，系统会询问是否恢复。',
  'support.q.designCategories': '类别是如何运作的？',
  'support.a.designCategories':
    '类别在一个行业内对模板进行分组，用户可以按类别筛选模板和营销活动。在“类别”中添加和编辑类别。名称必须唯一，被模板使用的类别不能删除。',
  'support.q.designAgency': '有人可以为我的客户设计模板吗？',
  'support.a.designAgency':
    '可以：仪表板上的“代理设计服务”可设计直邮、短信和电子邮件模板，每个模板 {designPrice} 起。在那里点击“立即预约”即可预约通话。',

  'support.q.studioOpen': '如何打开卡片 Design Studio？',
  'support.a.studioOpen':
    '在“卡片模板”中点击“新建卡片模板”，或在您的某张卡片上点击“编辑”。左侧的标签页用于添加文本、元素、图片和合并字段，并显示图层、属性、检查和下载；工具栏作用于您选中的内容。',
  'support.q.studioSizes': '可以设计哪些尺寸的卡片？',
  'support.a.studioSizes':
    '4 × 6 英寸、6 × 9 英寸和 6 × 11 英寸，每种都有正面和背面。地址面必须留空地址、邮资和条形码区域。',
  'support.q.studioImages': '可以使用哪些图片？',
  'support.a.studioImages':
    'PNG、JPEG、WebP 或 SVG 图片，每张卡片的图片总计不超过 10 MB。要印刷清晰，图片在放置尺寸下需要达到 300 DPI：“属性”会显示其 DPI，低于该值时“检查”标签页会发出警告。',
  'support.q.studioPreflight': '“检查”标签页会检查什么？',
  'support.a.studioPreflight':
    '其印前检查会查看两面：空白的面、缺失的图片、低于 300 DPI 的图片、超出安全区（裁切线内 1/8 英寸）的内容、位于地址面邮寄区域内的内容、小于 6 磅的文字，以及放不下的文字。标为“阻止发布”的问题必须修正后才能发布。',
  'support.q.studioPublish': '“保存为草稿”和“发布”有什么区别？',
  'support.a.studioPublish':
    '“保存为草稿”会保存您的工作，但卡片仍为未完成。“发布”会将其设计定稿：有标题且两面齐全的卡片即为完成，可以订购，并显示在 Marketplace 模板库中。',
  'support.q.studioMerge': '可以用真实联系人预览合并字段吗？',
  'support.a.studioMerge':
    '可以：在“检查”标签页的合并预览中，选择您的一个联系人列表并逐个查看联系人，或选择“最坏情况”，用列表中最长的值填充每个合并字段。它会告诉您有多少条记录超出文本框。',
  'support.q.studioExport': '可以下载我的卡片吗？',
  'support.a.studioExport':
    '可以：“下载”标签页提供每一面的 SVG 或 300 DPI 的 PNG，以及带裁切标记的双面 PDF 校样。',
  'support.q.studioKeys': '有键盘快捷键吗？',
  'support.a.studioKeys':
    '有，在画布获得焦点时可用；按 ? 可列出全部快捷键。方向键微移所选内容（按住 Shift 移动更多），Enter 编辑文字，Escape 结束编辑，Ctrl+D 复制，Ctrl+G 编组，Ctrl+Z 撤销（Mac 上为 Cmd）；Ctrl+滚轮缩放，空格+拖动可在卡片上移动视图。',

  'support.q.campaignBuild': '如何构建营销活动？',
  'support.a.campaignBuild':
    '在“营销活动”中点击“新建营销活动”。为它命名，添加短信、电子邮件和明信片步骤（最多 20 个），为每个步骤选择模板，并以小时、天或周设置每个步骤前的等待时间（0 到 365，从上一步算起）。时间线会显示每个步骤在哪一天发出。',
  'support.q.campaignCategories': '为什么保存时提示我的类别没有模板？',
  'support.a.campaignCategories':
    '营销活动的类别必须对应到模板：如果所选类别都没有模板，营销活动就不会被保存。请选择其他类别，或先为某个模板设置其中一个类别。',
  'support.q.campaignMarketplace': 'Marketplace 用户如何获得我的营销活动？',
  'support.a.campaignMarketplace':
    '已启用的营销活动会在“订购营销活动”中提供给 Marketplace 用户。将营销活动切换为“已停用”即可从该目录中撤下。',
  'support.q.campaignShare': '如何与 PRO 用户分享营销活动？',
  'support.a.campaignShare':
    '在营销活动上选择“分享”并选择 PRO 管理员。对方会在“分享给我的”中看到它并选择接受或拒绝；接受后会复制到对方的营销活动中。',
  'support.q.campaignDuplicate': '可以复制营销活动吗？',
  'support.a.campaignDuplicate':
    '可以：“复制”会以新名称创建一份归您所有、可自由修改的副本。Design Studio 用户以只读方式查看超级管理员的营销活动，可以复制后再调整。',
  'support.q.campaignDelete': '为什么我无法删除某个营销活动？',
  'support.a.campaignDelete':
    '正在被进行中的订单使用的营销活动不能删除。您可以将其停用，这样就不会再有人订购它。',
  'support.q.campaignTiming': '营销活动中的明信片什么时候送达？',
  'support.a.campaignTiming':
    '明信片以一类邮件寄送：时间线按寄出后 4 到 6 天送达收件人家中计算，并在每个明信片步骤旁显示这些天数。',

  'support.q.affiliateCommission': '经销商计划如何付费？',
  'support.a.affiliateCommission':
    '作为 Pro 用户，您可以从您引入的基础用户的付款中获得 50% 的经销商佣金。平台管理员会把您的收益支付给您。',
  'support.q.affiliateLink': '别人如何在我名下注册？',
  'support.a.affiliateLink':
    '分享您的推荐页面：/affiliate/ 加上您的企业域名，例如 /affiliate/yourbusiness.com。该页面会展示您的企业并引导对方注册；由此创建的账户会与您关联。',
  'support.q.affiliateWhere': '应用中的推广联盟计划在哪里？',
  'support.a.affiliateWhere': '在菜单“账户”组中的“推广联盟”。仪表板上的“入门指南”也会带您到那里。',

  'support.q.adminTemplates': '我可以修改其他用户的模板吗？',
  'support.a.adminTemplates':
    '可以：作为超级管理员，您可以在“SMS 模板”、“邮件模板”和“卡片模板”中编辑、快速编辑、分享和删除任何模板。',
  'support.q.adminProTemplates': '什么是 PRO 卡片模板？',
  'support.a.adminProTemplates':
    '您自己的卡片模板，可按行业和类别筛选。为每个模板设置行业和类别，以便合适的用户找到它；“新建卡片模板”会打开卡片 Design Studio。',
  'support.q.adminCampaigns': '谁能看到我创建的营销活动？',
  'support.a.adminCampaigns':
    'Design Studio 用户以只读方式查看您的营销活动并可以复制它们；已启用的营销活动会在“订购营销活动”中提供给 Marketplace 用户。',
  'support.q.adminVendorReport': '供应商报告显示什么？',
  'support.a.adminVendorReport':
    '显示平台在两个日期之间逐项支付给印刷、短信、电子邮件和数据供应商的费用，可按供应商和产品筛选。筛选条件保存在页面地址中，因此可以将报告加入书签；“以表格显示”以数字形式查看图表，“下载 CSV”导出各行数据。',
  'support.q.adminLists': '我可以查看所有联系人列表吗？',
  'support.a.adminLists':
    '可以：“系统联系人列表”显示系统中的每个列表及其所有者；打开一个列表即可查看其联系人。',
  'support.q.adminNoBilling': '为什么我看不到“账单”或“账户充值”？',
  'support.a.adminNoBilling':
    '超级管理员账户不为订单付费：付款卡、充值和订阅属于 Marketplace 和 Design Studio 账户。',

  'support.q.accountProfile': '在哪里修改我的个人资料？',
  'support.a.accountProfile':
    '在页面右上角的账户菜单中选择“账户设置”：它会打开“账户设置”页面，该页面在菜单中也有入口。',
  'support.q.accountPassword': '我忘记了密码或用户名。',
  'support.a.accountPassword':
    '在登录页面选择“忘记密码？”并输入您的电子邮件：如果该邮箱对应某个账户，我们会发送一个设置新密码的链接。“忘记用户名？”可以通过您的电子邮件或手机号码找回用户名。',
  'support.q.accountLanguage': '如何更改语言或颜色？',
  'support.a.accountLanguage':
    '点击顶栏中的齿轮按钮（语言和主题设置）。它提供英语、中文、西班牙语、法语和意大利语，以及顶栏、侧边栏、主区域和布局背景的主题。',
  'support.q.accountBrowser': '应该使用哪种浏览器？',
  'support.a.accountBrowser':
    'Mailcraft 专为 Google Chrome 打造。在其他浏览器中，会有横幅提示某些功能可能无法正常使用。',
  'support.q.accountHelp': '在哪里可以获得更多帮助？',
  'support.a.accountHelp':
    '菜单末尾的“帮助”会打开帮助指南。其他问题请按本页上的地址写信给我们的支持团队。',
};
