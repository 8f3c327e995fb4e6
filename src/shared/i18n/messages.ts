import { defineArea } from './define-area.ts';

export const messages = defineArea({
  en: {
    title: 'Messages',
    conversations: 'Conversations',
    newConversation: 'New message',
    recipient: 'Recipient',
    recipientPlaceholder: 'Choose a person and job',
    contactsFailed: 'The people you can write to could not be loaded.',
    noContacts:
      'You can write to the company responsibles of jobs you referred to, or to recruiters of your jobs.',
    message: 'Message',
    send: 'Send',
    sent: 'Message sent',
    sendFailed: 'Your message could not be sent.',
    select: 'Choose a conversation to read it.',
    about: 'About {{job}}',
    you: 'You',
    noConversations: 'No conversations yet.',
    back: 'Back to conversations',
  },
  tr: {
    title: 'Mesajlar',
    conversations: 'Konuşmalar',
    newConversation: 'Yeni mesaj',
    recipient: 'Alıcı',
    recipientPlaceholder: 'Bir kişi ve ilan seçin',
    contactsFailed: 'Yazabileceğiniz kişiler yüklenemedi.',
    noContacts:
      'Önerdiğiniz ilanların şirket sorumlularına veya ilanlarınızın işe alım uzmanlarına yazabilirsiniz.',
    message: 'Mesaj',
    send: 'Gönder',
    sent: 'Mesaj gönderildi',
    sendFailed: 'Mesajınız gönderilemedi.',
    select: 'Okumak için bir konuşma seçin.',
    about: '{{job}} hakkında',
    you: 'Siz',
    noConversations: 'Henüz konuşma yok.',
    back: 'Konuşmalara dön',
  },
});
