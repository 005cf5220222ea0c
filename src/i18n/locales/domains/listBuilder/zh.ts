import type { listBuilderEn } from './en';

export const listBuilderZh: Record<keyof typeof listBuilderEn, string> = {
  'listBuilder.intro': '根据房产记录建立受众：先选择州，再按县、城市和邮政编码缩小范围。',

  'listBuilder.state.label': '州',
  'listBuilder.state.placeholder': '选择一个州',
  'listBuilder.counties.label': '县',
  'listBuilder.counties.placeholder': '所有县',
  'listBuilder.cities.label': '城市',
  'listBuilder.cities.placeholder': '所有城市',
  'listBuilder.zipcodes.label': '邮政编码',
  'listBuilder.zipcodes.placeholder': '所有邮政编码',
  'listBuilder.noOptions': '没有匹配项',
  'listBuilder.retry': '重试',

  'listBuilder.states.failed': '无法加载州列表。',
  'listBuilder.detail.loading': '正在加载 {state} 的县、城市和邮政编码…',
  'listBuilder.detail.failed': '无法加载 {state} 的县、城市和邮政编码。',
  'listBuilder.detail.unavailable': '{state} 没有县、城市或邮政编码数据：计数涵盖整个州。',

  'listBuilder.count.prompt': '选择一个州，查看有多少房产符合条件。',
  'listBuilder.count.loading': '正在统计符合条件的房产…',
  'listBuilder.count.result': '{count, plural, other {# 处房产符合条件}}',
  'listBuilder.count.none': '没有房产符合此选择。',
  'listBuilder.count.failed': '无法统计符合条件的房产。',

  'listBuilder.name.label': '名单名称',
  'listBuilder.name.placeholder': '例如：波特兰房主',
  'listBuilder.name.required': '请输入名单名称。',
  'listBuilder.name.tooLong': '名单名称最多 {max} 个字符。',

  'listBuilder.save': '保存为联系人名单',
  'listBuilder.saved': '联系人名单“{name}”已保存，共 {count, number} 位联系人。',
  'listBuilder.save.failed': '无法保存联系人名单。',
};
