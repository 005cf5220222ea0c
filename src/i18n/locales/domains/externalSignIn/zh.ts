import type { externalSignInEn } from './en';

export const externalSignInZh: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.intro':
    '使用您在其他地方已有的账户登录。如果您是 Mailcraft 新用户，将以该账户为基础完成注册。',
  'externalSignIn.provider.email': '使用邮箱和密码继续',
  'externalSignIn.provider.facebook': '使用 Facebook 继续',
  'externalSignIn.provider.google': '使用 Google 继续',
  'externalSignIn.provider.github': '使用 GitHub 继续',
  'externalSignIn.provider.twitter': '使用 Twitter 继续',
  'externalSignIn.providerUnreachable': '无法连接登录服务提供方，请重试。',
  'externalSignIn.demo.title': '演示登录提供方',
  'externalSignIn.demo.intro': '此演示没有真实的登录提供方。请选择演示提供方以谁的身份为您登录：',
  'externalSignIn.demo.known': '已有 Mailcraft 账户',
  'externalSignIn.demo.new': 'Mailcraft 新用户',
  'externalSignIn.demo.continue': '通过演示提供方继续',
  'externalSignIn.unavailable': '此处无法使用其他账户登录。请使用您的邮箱和密码登录。',
  'externalSignIn.backToSignIn': '返回登录',
  'externalSignIn.createAccount': '创建账户',
  'externalSignIn.checking': '正在核对提供方的回复…',
  'externalSignIn.finishing': '正在完成登录…',
  'externalSignIn.signedInAs': '提供方已将您识别为 {name}（{email}）。',
  'externalSignIn.someone': '未具名用户',
  'externalSignIn.refused.missing':
    '此次登录已完成，或并非在此浏览器标签页中发起，因此已被拒绝。请重新开始。',
  'externalSignIn.refused.mismatch':
    '提供方的此回复与此处发起的登录不符，因此已被拒绝。请重新开始。',
  'externalSignIn.refused.nonce': '无法验证提供方的回复，因此已被拒绝。请重新开始。',
  'externalSignIn.refused.provider': '提供方未让您登录。请重新开始。',
  'externalSignIn.startAgain': '重新开始',
  'externalSignIn.finishFailed': '无法完成您的登录，请重试。',
  'externalSignIn.providerFailed': '登录提供方未按预期回复，请重试。',
  'externalSignIn.networkFailed': '网络连接失败。请检查您的网络后重试。',
};
