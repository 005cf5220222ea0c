import type { supportEn } from './en';

export const supportIt: Record<keyof typeof supportEn, string> = {
  'support.intro.role1':
    'Risposte per i super amministratori: settori e categorie, modelli, il Design Studio delle cartoline, campagne e report.',
  'support.intro.role2':
    'Risposte per il tuo account Marketplace: ordini, ricariche, carte, modelli, liste di contatti e rimborsi.',
  'support.intro.role3':
    'Risposte per il tuo account Design Studio: modelli, il Design Studio delle cartoline, campagne, il programma di affiliazione e la fatturazione.',
  'support.search.label': 'Cerca tra le domande',
  'support.search.placeholder': 'Per esempio: rimborso, CSV, carta',
  'support.search.clear': 'Cancella la ricerca',
  'support.search.all':
    '{count, plural, one {# domanda} other {# domande}} in {topics, plural, one {# argomento} other {# argomenti}}',
  'support.search.matches':
    '{count, plural, one {# domanda corrisponde} other {# domande corrispondono}} a «{query}»',
  'support.search.none': 'Nessuna domanda corrisponde a «{query}».',
  'support.empty.hint':
    'Prova con altre parole, oppure scrivi al nostro team di assistenza: saremo felici di aiutarti.',
  'support.links': 'Vai a:',
  'support.contact.title': 'Ti serve ancora aiuto?',
  'support.contact.body':
    'Scrivi al nostro team di assistenza. Raccontaci cosa stavi facendo, cosa ti aspettavi e cosa è successo.',
  'support.contact.emailLabel': 'Email',
  'support.contact.tip':
    'Scrivici dall’indirizzo email del tuo account e, se si tratta di un ordine, indica il numero d’ordine.',
  'support.contact.helpIntro': 'Le guide per iniziare sono nella pagina della Guida.',
  'support.contact.helpLink': 'Apri la Guida',

  'support.topic.ordering': 'Ordinare campagne',
  'support.topic.funding': 'Ricaricare il saldo',
  'support.topic.cards': 'Carte, piani e fatturazione',
  'support.topic.templates': 'Modelli e invii',
  'support.topic.lists': 'Liste di contatti e importazioni',
  'support.topic.refunds': 'Rimborsi e annullamenti',
  'support.topic.catalog': 'Settori e categorie',
  'support.topic.design': 'Progettare modelli',
  'support.topic.cardStudio': 'Il Design Studio delle cartoline',
  'support.topic.campaigns': 'Campagne in più passaggi',
  'support.topic.affiliate': 'Programma di affiliazione',
  'support.topic.admin': 'Modelli, report e liste',
  'support.topic.account': 'Il tuo account',

  'support.q.orderHow': 'Come ordino una campagna?',
  'support.a.orderHow':
    'Apri Ordina campagna nel gruppo Campagne del menu. Scegli una campagna già pronta (filtra per categoria, tag, tipo o numero di contatti), dalle un nome, scegli una o più delle tue liste di contatti, controlla i messaggi e il prezzo, poi premi Avvia campagna. Il totale viene pagato con il tuo saldo.',
  'support.q.orderCard': 'Perché vengo portato ad Abbonamento e carte quando provo a ordinare?',
  'support.a.orderCard':
    'Un ordine richiede una carta valida registrata. Senza, vedi «Devi avere una carta valida registrata prima di effettuare l’ordine» e vai ad Abbonamento e carte. Aggiungi lì una carta, poi ordina di nuovo.',
  'support.q.orderBalance': 'E se il mio saldo è inferiore al prezzo?',
  'support.a.orderBalance':
    'Il passaggio del prezzo mostra il tuo saldo e quello che resterà dopo l’ordine. Se non basta, Avvia campagna apre Ricarica account con un importo già scelto che copre la differenza. Aggiungi i fondi, poi avvia di nuovo.',
  'support.q.orderPrice': 'Come viene calcolato il prezzo?',
  'support.a.orderPrice':
    'Ogni passaggio è calcolato sui contatti delle liste scelte, esclusi gli indirizzi che hanno già fallito la verifica e, per SMS ed email, i contatti che si sono disiscritti. Le cartoline hanno prezzi per quantità: più ne invii, meno costa ciascuna, e il passaggio del prezzo indica quale fascia si applica. Prezzi, nel menu, mostra la tabella completa del tuo piano.',
  'support.q.orderCompliance': 'Perché devo correggere un SMS o un’email prima dell’avvio?',
  'support.a.orderCompliance':
    'Ogni SMS deve spiegare come disiscriversi, per esempio «Reply STOP to opt out.», e ogni email deve contenere un link di disiscrizione. L’ordine indica ogni passaggio che ne è privo; per un SMS puoi aggiungere con un clic la frase standard di disiscrizione.',
  'support.q.orderQuietHours': 'Quando partono i miei SMS?',
  'support.a.orderQuietHours':
    'Gli SMS rispettano gli orari di invio di ciascun destinatario: dalle 8:00 alle 21:00 ora locale, più restrittivi in alcuni stati. Un SMS previsto fuori da quegli orari attende che si aprano; il passaggio del prezzo indica quanti SMS attenderanno e quando parte il primo.',
  'support.q.orderTrack': 'Dove seguo una campagna che ho avviato?',
  'support.a.orderTrack':
    'Campagne attive mostra ogni campagna avviata: le sue liste, quanto è costata e, passaggio per passaggio, cosa è stato inviato, stampato o spedito e cosa è ancora programmato. Cronologia ordini elenca ogni ordine, ricarica e rimborso, e li esporta in CSV.',
  'support.q.orderAddLists': 'Posso aggiungere liste di contatti a una campagna in corso?',
  'support.a.orderAddLists':
    'Sì: in Campagne attive premi Aggiungi elenchi di contatti sulla campagna. I passaggi ancora da inviare vanno anche alle liste aggiunte e paghi solo quelli; i passaggi già inviati non vengono ripetuti.',
  'support.q.orderBulk': 'Come invio subito un modello alle mie liste?',
  'support.a.orderBulk':
    'Usa il Centro invii massivi, collegato da Modelli. Scegli il canale e il modello, scegli le liste, ottieni la bozza di stampa e confermala, poi premi Paga e invia. Viene pagato con il saldo e valgono le stesse regole di una campagna.',

  'support.q.fundHow': 'Come aggiungo denaro al mio saldo?',
  'support.a.fundHow':
    'Premi Ricarica account nella barra in alto o nel menu del tuo account. Scegli un importo e la carta con cui pagare (la carta predefinita è già selezionata), poi premi Ricarica account. Il nuovo saldo compare appena il pagamento è completato.',
  'support.q.fundAmounts': 'Quali importi posso aggiungere?',
  'support.a.fundAmounts':
    '{smallest}, qualsiasi importo da {rangeFrom} a {rangeTo} a passi di {step}, oppure {largeAmounts}. Non si possono scegliere altri importi.',
  'support.q.fundRefund': 'Il denaro aggiunto può essere rimborsato?',
  'support.a.fundRefund':
    'No. I fondi aggiunti al tuo account non sono rimborsabili: restano nel saldo e pagano le tue campagne e i tuoi invii.',
  'support.q.fundNoCard': 'Perché non riesco a ricaricare l’account?',
  'support.a.fundNoCard':
    'Per ricaricare serve almeno una carta registrata: senza, la finestra Ricarica account non può ricevere pagamenti. Premi lì Gestisci carte di credito per andare ad Abbonamento e carte, aggiungi una carta e torna indietro.',
  'support.q.fundTwice': 'Un pagamento non ha risposto. Mi addebitate due volte se premo di nuovo?',
  'support.a.fundTwice':
    'No. Ogni pagamento ha una propria chiave, quindi premere di nuovo Ricarica account con lo stesso importo e la stessa carta è sicuro: se il primo pagamento è andato a buon fine, viene aggiunto al saldo e non si addebita altro; altrimenti l’addebito avviene una sola volta.',
  'support.q.fundAuto': 'Che cos’è la Ricarica automatica?',
  'support.a.fundAuto':
    'Un interruttore nella finestra Ricarica account: quando è attivo, il saldo viene ricaricato automaticamente con la carta predefinita quando si abbassa. Disattivalo nello stesso punto.',
  'support.q.fundHistory': 'Dove vedo le mie ricariche?',
  'support.a.fundHistory':
    'In Cronologia ordini: scegli il tipo Ricarica per vedere solo quelle, oppure esporta l’intera cronologia in CSV.',

  'support.q.cardAdd': 'Come aggiungo una carta?',
  'support.a.cardAdd':
    'Apri Fatturazione nel gruppo Account del menu (Abbonamento e carte) e premi Aggiungi nuova carta. Inserisci numero, scadenza, codice di sicurezza, nome del titolare e indirizzo di fatturazione; spunta «Imposta come mia carta predefinita» per pagare prima con questa.',
  'support.q.cardDefault': 'Come cambio la carta predefinita?',
  'support.a.cardDefault':
    'Scegli Imposta come predefinita sulla carta che vuoi. La carta predefinita compare per prima, segnata come PREDEFINITA, ed è quella selezionata quando ricarichi l’account.',
  'support.q.cardDelete': 'Perché non riesco a eliminare una carta?',
  'support.a.cardDelete':
    'La carta predefinita non si può eliminare. Imposta prima un’altra carta come predefinita, poi elimina quella vecchia.',
  'support.q.cardExpired': 'La mia carta è scaduta o è stata rifiutata. Cosa faccio?',
  'support.a.cardExpired':
    'Una carta scaduta è segnata come Scaduta: scegli Aggiorna per inserire la nuova data di scadenza, oppure aggiungi un’altra carta, e impostala come predefinita. Quando un pagamento viene rifiutato, il messaggio riporta il motivo del circuito di pagamento; prova con un’altra carta.',
  'support.q.cardCoach': 'Perché non posso aggiungere o cambiare carte?',
  'support.a.cardCoach':
    'Quando il tuo account è gestito da un coach, il pagamento spetta a lui: Abbonamento e carte mostra le carte del coach in sola lettura. Chiedi al tuo coach di aggiungere o cambiare una carta.',
  'support.q.billingWhere': 'Dove trovo il mio piano, le fatture e l’indirizzo di fatturazione?',
  'support.a.billingWhere':
    'Fatturazione e abbonamenti, collegata da Abbonamento e carte, mostra lo stato dell’account, gli abbonamenti con le relative fatture e il rinnovo automatico, e il tuo indirizzo di fatturazione.',
  'support.q.billingCancel': 'Come chiudo l’account, e posso tornare?',
  'support.a.billingCancel':
    'In Fatturazione e abbonamenti premi Chiudi l’account e conferma. Gli abbonamenti si fermano subito e i tuoi dati vengono conservati. Quando accedi di nuovo puoi riattivare l’account con una carta: il piano riparte e alla carta viene addebitato il primo periodo.',
  'support.q.planUpgrade': 'Come ottengo il Design Studio?',
  'support.a.planUpgrade':
    'Il Design Studio è incluso nel piano Pro: scegli Design Studio nel selettore in alto nella pagina per vedere i piani. L’upgrade usa la carta registrata ed è calcolato in proporzione al tempo rimasto nel periodo; non ci sono prove gratuite né downgrade.',
  'support.q.planPro': 'Cosa include il mio piano Pro?',
  'support.a.planPro':
    'I tuoi modelli di posta cartacea, SMS ed email, le campagne multicanale, la condivisione di modelli e campagne e il programma rivenditori. Fatturazione e abbonamenti mostra il tuo piano, le sue fatture e il rinnovo automatico.',

  'support.q.tplGallery': 'Dove trovo i modelli da inviare?',
  'support.a.tplGallery':
    'Modelli, nel gruppo Modelli di cartoline del menu, è la galleria delle cartoline pronte da ordinare. Filtra per categoria, per cartoline con foto dell’immobile o per i preferiti: segna una cartolina con la sua stella, poi spunta Solo preferiti.',
  'support.q.tplSend': 'Come invio un modello a un solo contatto?',
  'support.a.tplSend':
    'Nelle azioni del modello scegli Invia ai contatti, poi Un contatto o Un elenco di contatti, e premi Invia. Ricevi un numero d’ordine e l’invio compare in Cronologia ordini.',
  'support.q.tplPdf': 'Posso avere il PDF di un modello?',
  'support.a.tplPdf': 'Sì: scegli Scarica PDF nelle azioni del modello.',
  'support.q.tplProof': 'Come controllo un messaggio prima che parta?',
  'support.a.tplProof':
    'Il Centro invii massivi mostra una bozza di stampa del modello con valori di esempio nei tag di unione e invia solo dopo che hai spuntato «Ho controllato la bozza di stampa ed è pronta per l’invio.». Quando ordini una campagna puoi leggere e modificare il testo di ogni passaggio SMS prima di avviarla.',
  'support.q.tplAgency': 'Qualcuno può progettare i modelli per me?',
  'support.a.tplAgency':
    'Sì: Servizi di agenzia, nella tua dashboard, progetta per te modelli di posta cartacea, SMS ed email a partire da {designPrice} per modello. Premi lì Prenota ora per fissare una chiamata.',
  'support.q.tplOwn': 'Posso progettare i miei modelli?',
  'support.a.tplOwn':
    'I modelli personali di SMS, email e cartoline, e le campagne in più passaggi, sono inclusi nel piano Pro del Design Studio. Un account Marketplace ordina campagne e modelli già pronti.',
  'support.q.tplIntegrations': 'Come collego Zapier o il mio software?',
  'support.a.tplIntegrations':
    'Usa il gruppo Integrazioni del menu: Zapier spiega come collegare il tuo account Zapier perché i tuoi zap inviino modelli, e Chiave API serve per il tuo software. Campagne Zap elenca ogni modello inviato dai tuoi zap, con destinatario e stato.',

  'support.q.listUpload': 'Come carico i miei contatti?',
  'support.a.listUpload':
    'Nel gruppo Contatti del menu scegli Crea lista di contatti per iniziare una nuova lista da un file, oppure Carica contatti per aggiungere un file a una lista esistente. Scegli il file, abbina le sue colonne ai campi del contatto, premi Controlla il file, poi Carica l’elenco.',
  'support.q.listFile': 'Quale file posso caricare?',
  'support.a.listFile':
    'Esattamente un file CSV, inferiore a 1 GB, la cui prima riga indichi i nomi delle colonne. Nome, cognome, via, città, stato e CAP sono obbligatori; email, telefono e dati dell’azienda e dell’immobile sono facoltativi.',
  'support.q.listCheck': 'Cosa cerca «Controlla il file»?',
  'support.a.listCheck':
    'Prima di inviare qualsiasi cosa, il browser controlla il file: email, numeri di telefono e CAP non validi, email duplicate (senza distinguere maiuscole e minuscole) e righe con un numero di colonne sbagliato. I CAP che hanno perso lo zero iniziale vengono corretti. Puoi scaricare le righe con problemi in un CSV.',
  'support.q.listStatus': 'Perché la mia lista indica Elaborazione o Verifica degli indirizzi?',
  'support.a.listStatus':
    'Dopo il caricamento, il server legge la lista e verifica gli indirizzi postali; al termine la lista risulta Pronto. Una lista si può scegliere per un ordine solo quando è pronta.',
  'support.q.listFailed': 'Cosa sono gli indirizzi non validi?',
  'support.a.listFailed':
    'Gli indirizzi che non superano la verifica postale (DPV) non possono essere recapitati: restano fuori dai tuoi ordini e non vengono mai spediti. Le mie liste di contatti ti avvisa quando una lista ne contiene, e Indirizzi non validi li elenca con Scarica CSV, così puoi correggerli.',
  'support.q.listBuilder': 'Posso creare una lista senza file?',
  'support.a.listBuilder':
    'Sì: il Generatore di liste crea una lista dai dati degli immobili. Scegli uno stato, poi contee, città e CAP, e salva gli immobili corrispondenti come lista di contatti.',
  'support.q.listManage': 'Come rinomino, esporto o elimino una lista?',
  'support.a.listManage':
    'In Le mie liste di contatti ogni lista ha Rinomina, Esporta CSV ed Elimina. I nomi delle liste devono essere unici (senza distinguere maiuscole e minuscole) e una lista usata da una campagna attiva non si può eliminare.',
  'support.q.listVerify': 'A cosa servono Verifica indirizzi e Ricerca recapiti?',
  'support.a.listVerify':
    'Apri una lista: Verifica indirizzi ricontrolla i suoi indirizzi e aggiorna quelli non validi; Ricerca recapiti ordina una ricerca per i contatti della lista, che poi compare in Cronologia ordini.',

  'support.q.refundUndeliverable': 'Vengo rimborsato per gli indirizzi non recapitabili?',
  'support.a.refundUndeliverable':
    'Sì. Gli indirizzi già noti come non validi sono esclusi dal prezzo. Quando avvii una campagna con un passaggio di cartolina, il servizio di stampa controlla gli indirizzi delle liste: le cartoline destinate a indirizzi non validi non vengono stampate e il loro costo torna subito nel tuo saldo.',
  'support.q.refundWhere': 'Dove vedo i miei rimborsi?',
  'support.a.refundWhere':
    'Ogni rimborso è una riga Rimborso in Cronologia ordini (scegli il tipo Rimborso per vedere solo quelli). Campagne attive mostra quanto è costata ogni campagna e quanto è stato rimborsato.',
  'support.q.refundCancel': 'Cosa succede se annullo una campagna?',
  'support.a.refundCancel':
    'In Campagne attive premi Annulla campagna e conferma. Ogni passaggio non ancora inviato si ferma e il suo costo torna nel saldo; SMS ed email già inviati restano inviati e non vengono rimborsati. Il messaggio dopo l’annullamento indica quanto è stato rimborsato.',
  'support.q.refundWindow': 'Posso ancora fermare le cartoline dopo l’avvio?',
  'support.a.refundWindow':
    'Sì, durante {cancelHours, plural, one {la prima ora} other {le prime # ore}} dopo l’avvio: fino ad allora le cartoline non vanno in tipografia, quindi annullando le fermi tutte, e la conferma di annullamento indica fino a quando. In seguito, l’annullamento ferma le cartoline non ancora inviate in tipografia.',
  'support.q.refundUnsubscribed': 'Pago per i contatti che si sono disiscritti?',
  'support.a.refundUnsubscribed':
    'No. Un passaggio SMS o email va solo ai contatti che non ti hanno chiesto di interrompere quel canale, e paghi solo per loro. Le cartoline viaggiano per posta, quindi disiscriversi da SMS o email non le ferma.',
  'support.q.refundFunding': 'I rimborsi tornano sulla mia carta?',
  'support.a.refundFunding':
    'No: i rimborsi degli ordini tornano nel tuo saldo, dove pagano i tuoi prossimi ordini. Il denaro aggiunto con Ricarica account non è rimborsabile.',

  'support.q.adminIndustries': 'A cosa servono i settori?',
  'support.a.adminIndustries':
    'I settori decidono quali modelli vede ciascun utente: categorie e modelli appartengono a un settore. Aggiungili, modificali e cercali in Settori; ognuno ha un tipo di profilo (Agente o Azienda) e uno stato.',
  'support.q.adminDeleteCatalog': 'Perché non riesco a eliminare un settore o una categoria?',
  'support.a.adminDeleteCatalog':
    'Non si può eliminare un settore che ha ancora categorie o modelli, né una categoria usata da modelli: spostali o eliminali prima. I nomi devono essere unici e non vuoti.',
  'support.q.adminCategoryOwners': 'Chi può gestire le categorie?',
  'support.a.adminCategoryOwners':
    'Tu e gli utenti del Design Studio. Ogni categoria appartiene a un settore, e Categorie permette di filtrare l’elenco per settore.',

  'support.q.designNew': 'Come creo un nuovo modello?',
  'support.a.designNew':
    'Apri Modelli SMS, Modelli email o Modelli di cartoline nel menu e premi Nuovo modello SMS, Nuovo modello email o Nuovo modello di cartolina. Dagli un titolo non ancora usato per quel tipo, e una categoria e un settore perché si possa trovare.',
  'support.q.designSms': 'Quanto può essere lungo un modello SMS?',
  'support.a.designSms':
    'Fino a 1.600 caratteri. L’editor conta caratteri e segmenti mentre scrivi e segnala i caratteri che fanno passare il messaggio a UCS-2, che contiene meno caratteri per segmento, con sostituti GSM quando esistono.',
  'support.q.designEmail': 'Cosa serve a un modello email?',
  'support.a.designEmail':
    'Un oggetto e un corpo. Le immagini di un modello possono pesare al massimo 10 MB. Aggiungi un link il cui testo o indirizzo contenga «unsubscribe»: un’email senza non può essere avviata in una campagna.',
  'support.q.designMergeTags': 'Come personalizzo un messaggio?',
  'support.a.designMergeTags':
    'Inserisci i tag di unione, come nome, nome dell’azienda o via dell’immobile: i dati di ciascun contatto li riempiono all’invio. Anteprima e Ottieni bozza di stampa mostrano il messaggio compilato con dati di esempio.',
  'support.q.designActions': 'Come condivido, duplico o scarico un modello?',
  'support.a.designActions':
    'Usa le azioni del modello: Condividi lo dà a un altro utente tramite email o ID utente, Duplica lo copia con un nuovo nome e Scarica PDF crea un PDF. Solo il proprietario del modello, o un super amministratore, può modificarlo, condividerlo o eliminarlo.',
  'support.q.designDelete': 'Perché non riesco a eliminare un modello?',
  'support.a.designDelete':
    'Un modello usato da una campagna o da uno zap di Zapier non si può eliminare: «Il modello non può essere eliminato perché è associato a una campagna o a Zapier.». Toglilo prima da quelle campagne.',
  'support.q.designDrafts': 'Perdo il lavoro se chiudo un editor?',
  'support.a.designDrafts':
    'No. Gli editor conservano una bozza delle tue modifiche in questo browser. Quando riapri il modello, ti viene proposto di ripristinarla se è diversa da quanto salvato.',
  'support.q.designCategories': 'Come funzionano le categorie?',
  'support.a.designCategories':
    'Le categorie raggruppano i modelli all’interno di un settore, e gli utenti filtrano modelli e campagne in base a esse. Aggiungile e modificale in Categorie. I nomi devono essere unici, e una categoria usata da modelli non si può eliminare.',
  'support.q.designAgency': 'Qualcuno può progettare modelli per i miei clienti?',
  'support.a.designAgency':
    'Sì: Servizi di agenzia, nella tua dashboard, progetta modelli di posta cartacea, SMS ed email a partire da {designPrice} per modello. Premi lì Prenota ora per fissare una chiamata.',

  'support.q.studioOpen': 'Come apro il Design Studio delle cartoline?',
  'support.a.studioOpen':
    'In Modelli di cartoline premi Nuovo modello di cartolina, oppure Modifica su una delle tue cartoline. Le schede a sinistra aggiungono testo, elementi, immagini e campi unione e mostrano livelli, proprietà, verifiche e download; la barra degli strumenti agisce sulla selezione.',
  'support.q.studioSizes': 'Quali formati di cartolina posso progettare?',
  'support.a.studioSizes':
    '4 × 6 in, 6 × 9 in e 6 × 11 in (pollici), ciascuno con fronte e retro. Il lato dell’indirizzo deve lasciare libere le aree di indirizzo, affrancatura e codice a barre.',
  'support.q.studioImages': 'Quali immagini posso usare?',
  'support.a.studioImages':
    'Immagini PNG, JPEG, WebP o SVG, al massimo 10 MB di immagini per cartolina. Per una stampa nitida un’immagine deve avere 300 DPI alla dimensione in cui è posizionata: Proprietà mostra i suoi DPI e la scheda Verifica avvisa quando sono meno.',
  'support.q.studioPreflight': 'Cosa controlla la scheda Verifica?',
  'support.a.studioPreflight':
    'La sua verifica preliminare esamina entrambi i lati: lati vuoti, immagini mancanti, immagini sotto i 300 DPI, elementi fuori dalla zona di sicurezza (1/8 in all’interno della linea di taglio), elementi nelle aree postali del lato indirizzo, testo sotto i 6 pt e testo che non entra nel suo riquadro. I problemi segnati come Bloccante vanno corretti prima di pubblicare.',
  'support.q.studioPublish': 'Che differenza c’è tra Salva come bozza e Pubblica?',
  'support.a.studioPublish':
    'Salva come bozza conserva il lavoro e lascia la cartolina incompleta. Pubblica rende definitiva la grafica: una cartolina con titolo ed entrambi i lati diventa completa, pronta da ordinare e visibile nella galleria del Marketplace.',
  'support.q.studioMerge': 'Posso vedere l’anteprima dei campi unione con contatti reali?',
  'support.a.studioMerge':
    'Sì: nell’anteprima unione della scheda Verifica, scegli una delle tue liste di contatti e scorri i suoi contatti, oppure scegli Caso peggiore per riempire ogni campo con il valore più lungo della lista. Ti dice quanti record escono da un riquadro di testo.',
  'support.q.studioExport': 'Posso scaricare la mia cartolina?',
  'support.a.studioExport':
    'Sì: la scheda Scarica fornisce ogni lato in SVG o in PNG a 300 DPI, e una bozza di stampa PDF di entrambi i lati con i segni di taglio.',
  'support.q.studioKeys': 'Ci sono scorciatoie da tastiera?',
  'support.a.studioKeys':
    'Sì, quando l’area di disegno ha il focus; premi ? per vederle tutte. Le frecce spostano la selezione (Maiusc per passi più ampi), Invio modifica un testo, Esc termina, Ctrl+D duplica, Ctrl+G raggruppa e Ctrl+Z annulla (Cmd su Mac); Ctrl+rotellina ingrandisce e Spazio+trascina si sposta sulla cartolina.',

  'support.q.campaignBuild': 'Come creo una campagna?',
  'support.a.campaignBuild':
    'In Campagne premi Nuova campagna. Dalle un nome, aggiungi passaggi SMS, email e cartolina (fino a 20), scegli un modello per ciascuno e imposta l’attesa prima di ogni passaggio in ore, giorni o settimane (da 0 a 365, contate dal passaggio precedente). La sequenza temporale mostra il giorno in cui parte ogni passaggio.',
  'support.q.campaignCategories':
    'Perché al salvataggio dice che le mie categorie non hanno modelli?',
  'support.a.campaignCategories':
    'Le categorie di una campagna devono portare a dei modelli: se nessuna delle categorie scelte ha un modello, la campagna non viene salvata. Scegli altre categorie, oppure assegna prima una di esse a un modello.',
  'support.q.campaignMarketplace': 'Come ricevono la mia campagna gli utenti Marketplace?',
  'support.a.campaignMarketplace':
    'Le campagne attive sono proposte agli utenti Marketplace in Ordina campagna. Imposta una campagna su Inattiva per toglierla da quel catalogo.',
  'support.q.campaignShare': 'Come condivido una campagna con un utente PRO?',
  'support.a.campaignShare':
    'Scegli Condividi sulla campagna e seleziona l’amministratore PRO. La troverà in Condivise con me e potrà accettarla o rifiutarla; accettandola la copia tra le sue campagne.',
  'support.q.campaignDuplicate': 'Posso copiare una campagna?',
  'support.a.campaignDuplicate':
    'Sì: Duplica ne crea una copia con un nuovo nome, tua da modificare. Gli utenti del Design Studio vedono le campagne del super amministratore in sola lettura e possono duplicarle per adattarle.',
  'support.q.campaignDelete': 'Perché non riesco a eliminare una campagna?',
  'support.a.campaignDelete':
    'Una campagna usata da un ordine in corso non si può eliminare. Rendila inattiva, così nessuno la ordinerà più.',
  'support.q.campaignTiming': 'Quando arrivano le cartoline di una campagna?',
  'support.a.campaignTiming':
    'Le cartoline viaggiano in posta prioritaria (First Class): la sequenza temporale prevede che arrivino a casa dei destinatari da 4 a 6 giorni dopo l’invio e mostra quei giorni accanto a ogni passaggio di cartolina.',

  'support.q.affiliateCommission': 'Come paga il programma rivenditori?',
  'support.a.affiliateCommission':
    'Come utente Pro guadagni una commissione da rivenditore del 50% su quanto pagano gli utenti base che porti. Gli amministratori della piattaforma ti versano i guadagni.',
  'support.q.affiliateLink': 'Come si iscrivono le persone tramite me?',
  'support.a.affiliateLink':
    'Condividi la tua pagina di referral: /affiliate/ seguito dal dominio della tua azienda, per esempio /affiliate/latuaazienda.com. Mostra la tua azienda e porta all’iscrizione; gli account creati da lì sono collegati a te.',
  'support.q.affiliateWhere': 'Dove si trova il programma di affiliazione nell’app?',
  'support.a.affiliateWhere':
    'In Affiliazione, nel gruppo Account del menu. Anche Primi passi, nella tua dashboard, porta lì.',

  'support.q.adminTemplates': 'Posso modificare i modelli degli altri utenti?',
  'support.a.adminTemplates':
    'Sì: come super amministratore puoi modificare, fare una modifica rapida, condividere ed eliminare qualsiasi modello in Modelli SMS, Modelli email e Modelli di cartoline.',
  'support.q.adminProTemplates': 'Cosa sono i Modelli di cartoline PRO?',
  'support.a.adminProTemplates':
    'I tuoi modelli di cartolina, con filtri per settore e categoria. Assegna a ciascuno un settore e una categoria perché lo trovino gli utenti giusti; Nuovo modello di cartolina apre il Design Studio delle cartoline.',
  'support.q.adminCampaigns': 'Chi vede le campagne che creo?',
  'support.a.adminCampaigns':
    'Gli utenti del Design Studio vedono le tue campagne in sola lettura e possono duplicarle; quelle attive sono proposte agli utenti Marketplace in Ordina campagna.',
  'support.q.adminVendorReport': 'Cosa mostra il Report fornitori?',
  'support.a.adminVendorReport':
    'Quanto la piattaforma ha pagato ai fornitori di stampa, SMS, email e dati, lavoro per lavoro, tra due date, filtrato per fornitore e prodotto. I filtri restano nell’indirizzo della pagina, quindi un report si può salvare nei preferiti; Mostra come tabella presenta il grafico in cifre e Scarica CSV esporta le righe.',
  'support.q.adminLists': 'Posso vedere tutte le liste di contatti?',
  'support.a.adminLists':
    'Sì: Liste di contatti di sistema mostra ogni lista del sistema con il suo proprietario; aprine una per vederne i contatti.',
  'support.q.adminNoBilling': 'Perché non vedo Fatturazione né Ricarica account?',
  'support.a.adminNoBilling':
    'Gli account super amministratore non pagano ordini: carte, ricariche e abbonamenti appartengono agli account Marketplace e Design Studio.',

  'support.q.accountProfile': 'Dove modifico il mio profilo?',
  'support.a.accountProfile':
    'Scegli Impostazioni account nel menu del tuo account, in alto a destra nella pagina: apre la pagina Impostazioni account, che ha anche il suo posto nel menu.',
  'support.q.accountPassword': 'Ho dimenticato la password o il nome utente.',
  'support.a.accountPassword':
    'Nella pagina di accesso scegli Password dimenticata? e inserisci la tua email: se appartiene a un account, ti inviamo un link per impostare una nuova password. Nome utente dimenticato? trova il tuo nome utente dalla tua email o dal tuo numero di cellulare.',
  'support.q.accountLanguage': 'Come cambio la lingua o i colori?',
  'support.a.accountLanguage':
    'Premi il pulsante a forma di ingranaggio nella barra in alto (Impostazioni di lingua e tema). Offre inglese, cinese, spagnolo, francese e italiano, e temi per la barra in alto, la barra laterale, l’area principale e lo sfondo del layout.',
  'support.q.accountBrowser': 'Quale browser devo usare?',
  'support.a.accountBrowser':
    'Mailcraft è pensato per Google Chrome. Negli altri browser un banner avvisa che alcune funzioni potrebbero non funzionare.',
  'support.q.accountHelp': 'Dove trovo altro aiuto?',
  'support.a.accountHelp':
    'Guida, in fondo al menu, apre le guide di aiuto. Per tutto il resto, scrivi al nostro team di assistenza all’indirizzo indicato in questa pagina.',
};
