import type { supportEn } from './en';

export const supportEs: Record<keyof typeof supportEn, string> = {
  'support.intro.role1':
    'Respuestas para superadministradores: sectores y categorías, plantillas, el Design Studio de tarjetas, campañas e informes.',
  'support.intro.role2':
    'Respuestas para tu cuenta Marketplace: pedidos, fondos, tarjetas, plantillas, listas de contactos y reembolsos.',
  'support.intro.role3':
    'Respuestas para tu cuenta Design Studio: plantillas, el Design Studio de tarjetas, campañas, el programa de afiliados y la facturación.',
  'support.search.label': 'Buscar en las preguntas',
  'support.search.placeholder': 'Por ejemplo: reembolso, CSV, tarjeta',
  'support.search.clear': 'Borrar la búsqueda',
  'support.search.all':
    '{count, plural, one {# pregunta} other {# preguntas}} en {topics, plural, one {# tema} other {# temas}}',
  'support.search.matches':
    '{count, plural, one {# pregunta coincide} other {# preguntas coinciden}} con «{query}»',
  'support.search.none': 'Ninguna pregunta coincide con «{query}».',
  'support.empty.hint':
    'Prueba con otras palabras o escribe a nuestro equipo de soporte: te ayudaremos con gusto.',
  'support.links': 'Ir a:',
  'support.contact.title': '¿Aún necesitas ayuda?',
  'support.contact.body':
    'Escribe a nuestro equipo de soporte. Cuéntanos qué estabas haciendo, qué esperabas y qué ocurrió.',
  'support.contact.emailLabel': 'Correo electrónico',
  'support.contact.tip':
    'Escríbenos desde el correo de tu cuenta y, si se trata de un pedido, indica su número de pedido.',
  'support.contact.helpIntro': 'Las guías para empezar están en la página de Ayuda.',
  'support.contact.helpLink': 'Abrir la Ayuda',

  'support.topic.ordering': 'Pedir campañas',
  'support.topic.funding': 'Añadir fondos al saldo',
  'support.topic.cards': 'Tarjetas, planes y facturación',
  'support.topic.templates': 'Plantillas y envíos',
  'support.topic.lists': 'Listas de contactos e importaciones',
  'support.topic.refunds': 'Reembolsos y cancelaciones',
  'support.topic.catalog': 'Sectores y categorías',
  'support.topic.design': 'Diseñar plantillas',
  'support.topic.cardStudio': 'El Design Studio de tarjetas',
  'support.topic.campaigns': 'Campañas de varios pasos',
  'support.topic.affiliate': 'Programa de afiliados',
  'support.topic.admin': 'Plantillas, informes y listas',
  'support.topic.account': 'Tu cuenta',

  'support.q.orderHow': '¿Cómo pido una campaña?',
  'support.a.orderHow':
    'Abre Pedir campaña en el grupo Campañas del menú. Elige una campaña ya preparada (filtra por categoría, etiquetas, tipo o número de contactos), ponle un nombre, elige una o varias de tus listas de contactos, revisa los mensajes y el precio y pulsa Lanzar campaña. El total se paga con tu saldo.',
  'support.q.orderCard': '¿Por qué me lleva a Membresía y tarjetas cuando intento hacer un pedido?',
  'support.a.orderCard':
    'Un pedido necesita una tarjeta válida registrada. Sin ella verás «Debes tener una tarjeta válida registrada antes de realizar el pedido» e irás a Membresía y tarjetas. Añade allí una tarjeta y vuelve a hacer el pedido.',
  'support.q.orderBalance': '¿Qué pasa si mi saldo es menor que el precio?',
  'support.a.orderBalance':
    'El paso del precio muestra tu saldo y el que te quedará tras el pedido. Si no alcanza, Lanzar campaña abre Añadir fondos con un importe ya elegido que cubre la diferencia. Añade los fondos y vuelve a lanzarla.',
  'support.q.orderPrice': '¿Cómo se calcula el precio?',
  'support.a.orderPrice':
    'Cada paso se cobra por los contactos de las listas elegidas, sin las direcciones que ya fallaron la verificación y, en textos y correos, sin los contactos que se dieron de baja. Las postales tienen precio por volumen: cuantas más envías, menos cuesta cada una, y el paso del precio indica qué tramo se aplica. Precios, en el menú, muestra la tabla completa de tu plan.',
  'support.q.orderCompliance': '¿Por qué debo corregir un texto o un correo antes de lanzar?',
  'support.a.orderCompliance':
    'Cada texto debe explicar cómo darse de baja, por ejemplo «Reply STOP to opt out.», y cada correo debe llevar un enlace para darse de baja. El pedido señala cada paso al que le falta; en un texto puedes añadir la frase estándar de baja con un clic.',
  'support.q.orderQuietHours': '¿Cuándo se envían mis mensajes de texto?',
  'support.a.orderQuietHours':
    'Los textos respetan el horario de envío de cada destinatario: de 8:00 a 21:00 en su hora local, más estricto en algunos estados. Un texto previsto fuera de ese horario espera a que se abra; el paso del precio indica cuántos textos esperarán y cuándo sale el primero.',
  'support.q.orderTrack': '¿Dónde sigo una campaña que he lanzado?',
  'support.a.orderTrack':
    'Campañas activas muestra cada campaña que lanzaste: sus listas, lo que costó y, paso a paso, lo enviado, impreso o enviado por correo y lo que sigue programado. Historial de pedidos recoge cada pedido, recarga y reembolso, y los exporta en CSV.',
  'support.q.orderAddLists': '¿Puedo añadir listas de contactos a una campaña en curso?',
  'support.a.orderAddLists':
    'Sí: en Campañas activas, pulsa Añadir listas de contactos en la campaña. Los pasos que faltan también llegarán a las listas que añadas y solo pagas por esos; los pasos ya enviados no se repiten.',
  'support.q.orderBulk': '¿Cómo envío una plantilla a mis listas ahora mismo?',
  'support.a.orderBulk':
    'Usa el Centro de envíos masivos, enlazado desde Plantillas. Elige el canal y la plantilla, elige tus listas, obtén la prueba y confírmala, y pulsa Pagar y enviar. Se paga con tu saldo y se aplican las mismas reglas que a una campaña.',

  'support.q.fundHow': '¿Cómo añado dinero a mi saldo?',
  'support.a.fundHow':
    'Pulsa Añadir fondos en la barra superior o en el menú de tu cuenta. Elige un importe y la tarjeta con la que pagar (tu tarjeta predeterminada ya está elegida) y pulsa Añadir fondos. El nuevo saldo aparece en cuanto se completa el pago.',
  'support.q.fundAmounts': '¿Qué importes puedo añadir?',
  'support.a.fundAmounts':
    '{smallest}, cualquier importe de {rangeFrom} a {rangeTo} en pasos de {step}, o {largeAmounts}. No se pueden elegir otros importes.',
  'support.q.fundRefund': '¿Se puede reembolsar el dinero que añadí?',
  'support.a.fundRefund':
    'No. Los fondos añadidos a tu cuenta no son reembolsables: se quedan en tu saldo y pagan tus campañas y envíos.',
  'support.q.fundNoCard': '¿Por qué no puedo añadir fondos?',
  'support.a.fundNoCard':
    'Para añadir fondos necesitas al menos una tarjeta registrada: sin ella, la ventana Añadir fondos no puede cobrar. Pulsa allí Gestionar tarjetas de crédito para ir a Membresía y tarjetas, añade una tarjeta y vuelve.',
  'support.q.fundTwice': 'Un pago no respondió. ¿Me cobrarán dos veces si vuelvo a pulsar?',
  'support.a.fundTwice':
    'No. Cada pago lleva su propia clave, así que volver a pulsar Añadir fondos con el mismo importe y la misma tarjeta es seguro: si el primer pago se completó, se suma a tu saldo y no se cobra nada más; si no, se cobra una sola vez.',
  'support.q.fundAuto': '¿Qué es la Recarga automática?',
  'support.a.fundAuto':
    'Un interruptor de la ventana Añadir fondos: mientras está activado, tu saldo se recarga automáticamente con tu tarjeta predeterminada cuando se agota. Desactívalo en el mismo lugar.',
  'support.q.fundHistory': '¿Dónde veo mis recargas?',
  'support.a.fundHistory':
    'En Historial de pedidos: elige Recarga de saldo como tipo para ver solo esas, o exporta todo el historial en CSV.',

  'support.q.cardAdd': '¿Cómo añado una tarjeta?',
  'support.a.cardAdd':
    'Abre Facturación en el grupo Cuenta del menú (Membresía y tarjetas) y pulsa Añadir nueva tarjeta. Introduce el número, la caducidad, el código de seguridad, el nombre del titular y la dirección de facturación; marca «Usar como mi tarjeta predeterminada» para pagar primero con ella.',
  'support.q.cardDefault': '¿Cómo cambio mi tarjeta predeterminada?',
  'support.a.cardDefault':
    'Elige Establecer como predeterminada en la tarjeta que quieras. La tarjeta predeterminada aparece la primera, marcada como PREDETERMINADA, y es la elegida al añadir fondos.',
  'support.q.cardDelete': '¿Por qué no puedo eliminar una tarjeta?',
  'support.a.cardDelete':
    'La tarjeta predeterminada no se puede eliminar. Primero haz predeterminada otra tarjeta y después elimina la anterior.',
  'support.q.cardExpired': 'Mi tarjeta ha caducado o fue rechazada. ¿Qué hago?',
  'support.a.cardExpired':
    'Una tarjeta caducada aparece como Vencida: elige Actualizar para indicar su nueva fecha de caducidad, o añade otra tarjeta, y hazla predeterminada. Si se rechaza un pago, el mensaje da el motivo del procesador de tarjetas; prueba con otra tarjeta.',
  'support.q.cardCoach': '¿Por qué no puedo añadir ni cambiar tarjetas?',
  'support.a.cardCoach':
    'Cuando un coach gestiona tu cuenta, el pago corre de su cuenta: Membresía y tarjetas muestra las tarjetas de tu coach, solo para consulta. Pide a tu coach que añada o cambie una tarjeta.',
  'support.q.billingWhere': '¿Dónde están mi plan, mis facturas y mi dirección de facturación?',
  'support.a.billingWhere':
    'Facturación y suscripciones, enlazada desde Membresía y tarjetas, muestra el estado de tu cuenta, tus suscripciones con sus facturas y la renovación automática, y tu dirección de facturación.',
  'support.q.billingCancel': '¿Cómo cancelo mi cuenta y puedo volver?',
  'support.a.billingCancel':
    'En Facturación y suscripciones, pulsa Cancelar la cuenta y confirma. Tus suscripciones se detienen al instante y tus datos se conservan. Al volver a iniciar sesión puedes reactivar la cuenta con una tarjeta: tu plan empieza de nuevo y se cobra a la tarjeta su primer periodo.',
  'support.q.planUpgrade': '¿Cómo consigo el Design Studio?',
  'support.a.planUpgrade':
    'El Design Studio viene con el plan Pro: elige Design Studio en el selector de la parte superior de la página para ver los planes. La mejora usa tu tarjeta registrada y se prorratea según el tiempo que queda del periodo; no hay prueba ni vuelta a un plan inferior.',
  'support.q.planPro': '¿Qué incluye mi plan Pro?',
  'support.a.planPro':
    'Tus propias plantillas de correo postal, texto y correo electrónico, campañas multicanal, compartir tus plantillas y campañas, y el programa de revendedores. Facturación y suscripciones muestra tu plan, sus facturas y la renovación automática.',

  'support.q.tplGallery': '¿Dónde encuentro plantillas para enviar?',
  'support.a.tplGallery':
    'Plantillas, en el grupo Plantillas de tarjetas del menú, es la galería de tarjetas listas para pedir. Filtra por categoría, por tarjetas con foto de la propiedad o por tus favoritas: marca una tarjeta con su estrella y luego activa Solo favoritas.',
  'support.q.tplSend': '¿Cómo envío una plantilla a un contacto?',
  'support.a.tplSend':
    'En las acciones de la plantilla elige Enviar a contactos, escoge Un contacto o Una lista de contactos y pulsa Enviar. Recibes un número de pedido y el envío aparece en Historial de pedidos.',
  'support.q.tplPdf': '¿Puedo obtener un PDF de una plantilla?',
  'support.a.tplPdf': 'Sí: elige Descargar PDF en las acciones de la plantilla.',
  'support.q.tplProof': '¿Cómo reviso un mensaje antes de que salga?',
  'support.a.tplProof':
    'El Centro de envíos masivos muestra una prueba de la plantilla con valores de ejemplo en sus etiquetas de combinación y solo envía cuando marcas «He revisado la prueba y está lista para enviarse.». Al pedir una campaña puedes leer y ajustar el texto de cada paso de SMS antes de lanzarla.',
  'support.q.tplAgency': '¿Alguien puede diseñar plantillas por mí?',
  'support.a.tplAgency':
    'Sí: Servicios de agencia, en tu panel, diseña para ti plantillas de correo postal, texto y correo electrónico desde {designPrice} por plantilla. Pulsa allí Reservar ahora para concertar una llamada.',
  'support.q.tplOwn': '¿Puedo diseñar mis propias plantillas?',
  'support.a.tplOwn':
    'Las plantillas propias de texto, correo y tarjeta, y las campañas de varios pasos, vienen con el plan Pro en el Design Studio. Una cuenta Marketplace pide las campañas y plantillas ya preparadas.',
  'support.q.tplIntegrations': '¿Cómo conecto Zapier o mi propio software?',
  'support.a.tplIntegrations':
    'Usa el grupo Integraciones del menú: Zapier explica cómo conectar tu cuenta de Zapier para que tus zaps envíen plantillas, y Clave de API está para tu propio software. Campañas Zap recoge cada plantilla que enviaron tus zaps, con su destinatario y su estado.',

  'support.q.listUpload': '¿Cómo subo mis contactos?',
  'support.a.listUpload':
    'En el grupo Contactos del menú, elige Crear lista de contactos para empezar una lista nueva desde un archivo, o Subir contactos para añadir un archivo a una lista que ya tienes. Elige el archivo, asocia sus columnas a los campos del contacto, pulsa Comprobar el archivo y luego Subir la lista.',
  'support.q.listFile': '¿Qué archivo puedo subir?',
  'support.a.listFile':
    'Exactamente un archivo CSV, de menos de 1 GB, cuya primera línea nombre las columnas. Nombre, apellido, calle, ciudad, estado y código postal son obligatorios; el correo, el teléfono y los datos de la empresa y de la propiedad son opcionales.',
  'support.q.listCheck': '¿Qué busca «Comprobar el archivo»?',
  'support.a.listCheck':
    'Antes de enviar nada, tu navegador revisa el archivo: correos, teléfonos y códigos postales incorrectos, correos duplicados (sin distinguir mayúsculas) y filas con un número de columnas equivocado. Los códigos postales que perdieron el cero inicial se reparan. Puedes descargar las filas con problemas en un CSV.',
  'support.q.listStatus': '¿Por qué mi lista dice Procesando o Verificando direcciones?',
  'support.a.listStatus':
    'Tras la subida, el servidor lee la lista y verifica sus direcciones postales; la lista queda Preparada cuando termina. Una lista solo se puede elegir para un pedido cuando está preparada.',
  'support.q.listFailed': '¿Qué son las direcciones fallidas?',
  'support.a.listFailed':
    'Las direcciones que no superan la verificación postal (DPV) no se pueden entregar: quedan fuera de tus pedidos y nunca se envían. Mis listas de contactos te avisa cuando una lista tiene alguna, y Direcciones fallidas las muestra con Descargar CSV para que puedas corregirlas.',
  'support.q.listBuilder': '¿Puedo crear una lista sin archivo?',
  'support.a.listBuilder':
    'Sí: el Generador de listas crea una lista a partir de datos de propiedades. Elige un estado y luego condados, ciudades y códigos postales, y guarda las propiedades que coinciden como lista de contactos.',
  'support.q.listManage': '¿Cómo cambio el nombre de una lista, la exporto o la elimino?',
  'support.a.listManage':
    'En Mis listas de contactos, cada lista tiene Cambiar nombre, Exportar CSV y Eliminar. Los nombres de lista deben ser únicos (sin distinguir mayúsculas) y una lista que usa una campaña activa no se puede eliminar.',
  'support.q.listVerify': '¿Qué hacen Verificar direcciones y Rastreo de contactos?',
  'support.a.listVerify':
    'Abre una lista: Verificar direcciones vuelve a comprobar sus direcciones y actualiza las fallidas; Rastreo de contactos pide un rastreo para los contactos de la lista, que luego aparece en Historial de pedidos.',

  'support.q.refundUndeliverable':
    '¿Me devuelven el dinero de las direcciones que no se pueden entregar?',
  'support.a.refundUndeliverable':
    'Sí. Las direcciones que ya se sabe que fallan quedan fuera del precio. Al lanzar una campaña con un paso de postal, el servicio de impresión revisa las direcciones de las listas: las postales a direcciones que fallan no se imprimen y su coste vuelve a tu saldo al instante.',
  'support.q.refundWhere': '¿Dónde veo mis reembolsos?',
  'support.a.refundWhere':
    'Cada reembolso es una fila Reembolso en Historial de pedidos (elige Reembolso como tipo para ver solo esos). Campañas activas muestra lo que costó cada campaña y lo que se reembolsó.',
  'support.q.refundCancel': '¿Qué pasa cuando cancelo una campaña?',
  'support.a.refundCancel':
    'En Campañas activas, pulsa Cancelar campaña y confirma. Cada paso aún no enviado se detiene y su coste vuelve a tu saldo; los textos y correos ya enviados siguen enviados y no se reembolsan. El mensaje tras la cancelación indica cuánto se reembolsó.',
  'support.q.refundWindow': '¿Puedo detener las postales después de lanzar?',
  'support.a.refundWindow':
    'Sí, durante {cancelHours, plural, one {la primera hora} other {las primeras # horas}} tras el lanzamiento: hasta entonces las postales no pasan a la imprenta, así que cancelar detiene todas, y la confirmación de cancelación indica hasta cuándo. Después, cancelar detiene las postales que aún no se enviaron a la imprenta.',
  'support.q.refundUnsubscribed': '¿Pago por los contactos que se dieron de baja?',
  'support.a.refundUnsubscribed':
    'No. Un paso de texto o de correo solo llega a los contactos que no te han pedido dejar de usar ese canal, y solo pagas por ellos. Las postales van por correo postal, así que darse de baja de textos o correos no las detiene.',
  'support.q.refundFunding': '¿Los reembolsos vuelven a mi tarjeta?',
  'support.a.refundFunding':
    'No: los reembolsos de pedidos vuelven a tu saldo, donde pagan tus siguientes pedidos. El dinero que añades con Añadir fondos no es reembolsable.',

  'support.q.adminIndustries': '¿Para qué sirven los sectores?',
  'support.a.adminIndustries':
    'Los sectores deciden qué plantillas ve cada usuario: las categorías y las plantillas pertenecen a un sector. Añádelos, edítalos y búscalos en Sectores; cada uno tiene un tipo de perfil (Agente o Empresa) y un estado.',
  'support.q.adminDeleteCatalog': '¿Por qué no puedo eliminar un sector o una categoría?',
  'support.a.adminDeleteCatalog':
    'No se puede eliminar un sector que aún tiene categorías o plantillas, ni una categoría que usan plantillas: muévelas o elimínalas primero. Los nombres deben ser únicos y no pueden estar vacíos.',
  'support.q.adminCategoryOwners': '¿Quién puede gestionar las categorías?',
  'support.a.adminCategoryOwners':
    'Tú y los usuarios de Design Studio. Cada categoría pertenece a un sector, y Categorías permite filtrar la lista por sector.',

  'support.q.designNew': '¿Cómo creo una plantilla nueva?',
  'support.a.designNew':
    'Abre Plantillas SMS, Plantillas de correo o Plantillas de tarjetas en el menú y pulsa Nueva plantilla de SMS, Nueva plantilla de correo o Nueva plantilla de tarjeta. Dale un título que aún no hayas usado para ese tipo, y una categoría y un sector para que se pueda encontrar.',
  'support.q.designSms': '¿Cuánto puede ocupar una plantilla de texto?',
  'support.a.designSms':
    'Hasta 1600 caracteres. El editor cuenta caracteres y segmentos mientras escribes y señala los caracteres que pasan el mensaje a UCS-2, que admite menos caracteres por segmento, con sustitutos GSM cuando los hay.',
  'support.q.designEmail': '¿Qué necesita una plantilla de correo?',
  'support.a.designEmail':
    'Un asunto y un cuerpo. Las imágenes de una plantilla pueden ocupar como máximo 10 MB. Añade un enlace cuyo texto o dirección contenga «unsubscribe»: un correo sin él no se puede lanzar en una campaña.',
  'support.q.designMergeTags': '¿Cómo personalizo un mensaje?',
  'support.a.designMergeTags':
    'Inserta etiquetas de combinación, como el nombre, el nombre de la empresa o la calle de la propiedad: los datos de cada contacto las rellenan al enviar el mensaje. Vista previa y Obtener prueba muestran el mensaje con datos de ejemplo.',
  'support.q.designActions': '¿Cómo comparto, duplico o descargo una plantilla?',
  'support.a.designActions':
    'Usa las acciones de la plantilla: Compartir la da a otro usuario por correo o ID de usuario, Duplicar la copia con un nombre nuevo y Descargar PDF genera un PDF. Solo el propietario de la plantilla, o un superadministrador, puede editarla, compartirla o eliminarla.',
  'support.q.designDelete': '¿Por qué no puedo eliminar una plantilla?',
  'support.a.designDelete':
    'Una plantilla que usa una campaña o un zap de Zapier no se puede eliminar: «La plantilla no se puede eliminar porque está asociada a una campaña o a Zapier.». Quítala antes de esas campañas.',
  'support.q.designDrafts': '¿Pierdo mi trabajo si cierro un editor?',
  'support.a.designDrafts':
    'No. Los editores guardan un borrador de tus cambios en este navegador. Al volver a abrir la plantilla, se te ofrece restaurarlo si difiere de lo guardado.',
  'support.q.designCategories': '¿Cómo funcionan las categorías?',
  'support.a.designCategories':
    'Las categorías agrupan plantillas dentro de un sector y los usuarios filtran plantillas y campañas por ellas. Añádelas y edítalas en Categorías. Los nombres deben ser únicos y una categoría que usan plantillas no se puede eliminar.',
  'support.q.designAgency': '¿Alguien puede diseñar plantillas para mis clientes?',
  'support.a.designAgency':
    'Sí: Servicios de agencia, en tu panel, diseña plantillas de correo postal, texto y correo electrónico desde {designPrice} por plantilla. Pulsa allí Reservar ahora para concertar una llamada.',

  'support.q.studioOpen': '¿Cómo abro el Design Studio de tarjetas?',
  'support.a.studioOpen':
    'En Plantillas de tarjetas, pulsa Nueva plantilla de tarjeta o Editar en una de tus tarjetas. Las pestañas de la izquierda añaden texto, elementos, imágenes y campos de combinación y muestran las capas, propiedades, revisiones y descargas; la barra de herramientas actúa sobre lo que seleccionaste.',
  'support.q.studioSizes': '¿Qué tamaños de tarjeta puedo diseñar?',
  'support.a.studioSizes':
    '4 × 6 in, 6 × 9 in y 6 × 11 in (pulgadas), cada una con anverso y reverso. El lado de la dirección debe dejar libres las zonas de dirección, franqueo y código de barras.',
  'support.q.studioImages': '¿Qué imágenes puedo usar?',
  'support.a.studioImages':
    'Imágenes PNG, JPEG, WebP o SVG, con un máximo de 10 MB de imágenes por tarjeta. Para una impresión nítida una imagen necesita 300 DPI al tamaño en que se coloca: Propiedades muestra sus DPI y la pestaña Revisar avisa cuando son menos.',
  'support.q.studioPreflight': '¿Qué revisa la pestaña Revisar?',
  'support.a.studioPreflight':
    'Su verificación preliminar mira ambos lados: lados vacíos, imágenes que faltan, imágenes por debajo de 300 DPI, lo que queda fuera de la zona segura (1/8 in dentro de la línea de corte), lo que invade las zonas postales del lado de la dirección, texto de menos de 6 pt y texto que no cabe en su cuadro. Los problemas marcados como Bloqueante deben corregirse antes de publicar.',
  'support.q.studioPublish': '¿Qué diferencia hay entre Guardar como borrador y Publicar?',
  'support.a.studioPublish':
    'Guardar como borrador conserva tu trabajo y deja la tarjeta incompleta. Publicar marca su diseño como definitivo: una tarjeta con título y ambos lados queda entonces completa, lista para pedirse y visible en la galería del Marketplace.',
  'support.q.studioMerge': '¿Puedo previsualizar los campos de combinación con contactos reales?',
  'support.a.studioMerge':
    'Sí: en la vista previa de combinación de la pestaña Revisar, elige una de tus listas de contactos y recorre sus contactos, o elige Peor caso para llenar cada campo con el valor más largo de la lista. Te indica cuántos registros desbordan un cuadro de texto.',
  'support.q.studioExport': '¿Puedo descargar mi tarjeta?',
  'support.a.studioExport':
    'Sí: la pestaña Descargar da cada lado en SVG o en PNG a 300 DPI, y una prueba en PDF de ambos lados con marcas de corte.',
  'support.q.studioKeys': '¿Hay atajos de teclado?',
  'support.a.studioKeys':
    'Sí, mientras el lienzo tiene el foco; pulsa ? para verlos todos. Las flechas desplazan la selección (Mayús para pasos más grandes), Intro edita un texto, Escape termina, Ctrl+D duplica, Ctrl+G agrupa y Ctrl+Z deshace (Cmd en un Mac); Ctrl+rueda hace zoom y Espacio+arrastrar recorre la tarjeta.',

  'support.q.campaignBuild': '¿Cómo creo una campaña?',
  'support.a.campaignBuild':
    'En Campañas, pulsa Nueva campaña. Ponle nombre, añade pasos de texto, correo y postal (hasta 20), elige una plantilla para cada uno y fija la espera antes de cada paso en horas, días o semanas (de 0 a 365, contadas desde el paso anterior). La cronología muestra el día en que sale cada paso.',
  'support.q.campaignCategories':
    '¿Por qué al guardar dice que mis categorías no tienen plantilla?',
  'support.a.campaignCategories':
    'Las categorías de una campaña deben llevar a plantillas: si ninguna de las categorías elegidas tiene plantilla, la campaña no se guarda. Elige otras categorías o asigna antes una de ellas a una plantilla.',
  'support.q.campaignMarketplace': '¿Cómo reciben mi campaña los usuarios del Marketplace?',
  'support.a.campaignMarketplace':
    'Las campañas activas se ofrecen a los usuarios del Marketplace en Pedir campaña. Cambia una campaña a Inactiva para sacarla de ese catálogo.',
  'support.q.campaignShare': '¿Cómo comparto una campaña con un usuario PRO?',
  'support.a.campaignShare':
    'Elige Compartir en la campaña y escoge al administrador PRO. La encontrará en Compartidas conmigo y la aceptará o rechazará; al aceptarla se copia en sus campañas.',
  'support.q.campaignDuplicate': '¿Puedo copiar una campaña?',
  'support.a.campaignDuplicate':
    'Sí: Duplicar hace una copia con un nombre nuevo, tuya para modificarla. Los usuarios de Design Studio ven las campañas del superadministrador solo para consulta y pueden duplicarlas para adaptarlas.',
  'support.q.campaignDelete': '¿Por qué no puedo eliminar una campaña?',
  'support.a.campaignDelete':
    'No se puede eliminar una campaña que usa un pedido en curso. Desactívala para que nadie vuelva a pedirla.',
  'support.q.campaignTiming': '¿Cuándo llegan las postales de una campaña?',
  'support.a.campaignTiming':
    'Las postales van por correo de primera clase: la cronología cuenta con que lleguen a los hogares de 4 a 6 días después de enviarse y muestra esos días junto a cada paso de postal.',

  'support.q.affiliateCommission': '¿Cómo paga el programa de revendedores?',
  'support.a.affiliateCommission':
    'Como usuario Pro ganas una comisión de revendedor del 50 % de lo que pagan los usuarios básicos que atraes. Los administradores de la plataforma te abonan tus ganancias.',
  'support.q.affiliateLink': '¿Cómo se registran otros bajo mi cuenta?',
  'support.a.affiliateLink':
    'Comparte tu página de referido: /affiliate/ seguido del dominio de tu empresa, por ejemplo /affiliate/tuempresa.com. Muestra tu empresa y lleva al registro; las cuentas creadas desde ella quedan vinculadas a ti.',
  'support.q.affiliateWhere': '¿Dónde está el programa de afiliados en la aplicación?',
  'support.a.affiliateWhere':
    'En Afiliados, dentro del grupo Cuenta del menú. Primeros pasos, en tu panel, también lleva allí.',

  'support.q.adminTemplates': '¿Puedo cambiar las plantillas de otros usuarios?',
  'support.a.adminTemplates':
    'Sí: como superadministrador puedes editar, hacer una edición rápida, compartir y eliminar cualquier plantilla en Plantillas SMS, Plantillas de correo y Plantillas de tarjetas.',
  'support.q.adminProTemplates': '¿Qué son las Plantillas de tarjetas PRO?',
  'support.a.adminProTemplates':
    'Tus propias plantillas de tarjeta, con filtros de sector y categoría. Asigna a cada una un sector y una categoría para que la encuentren los usuarios adecuados; Nueva plantilla de tarjeta abre el Design Studio de tarjetas.',
  'support.q.adminCampaigns': '¿Quién ve las campañas que creo?',
  'support.a.adminCampaigns':
    'Los usuarios de Design Studio ven tus campañas solo para consulta y pueden duplicarlas; las activas se ofrecen a los usuarios del Marketplace en Pedir campaña.',
  'support.q.adminVendorReport': '¿Qué muestra el Informe de proveedores?',
  'support.a.adminVendorReport':
    'Lo que la plataforma pagó a sus proveedores de impresión, texto, correo y datos, trabajo a trabajo, entre dos fechas, filtrado por proveedor y producto. Los filtros quedan en la dirección de la página, así que un informe se puede guardar en marcadores; Ver como tabla muestra el gráfico en cifras y Descargar CSV exporta las filas.',
  'support.q.adminLists': '¿Puedo ver todas las listas de contactos?',
  'support.a.adminLists':
    'Sí: Listas de contactos del sistema muestra cada lista del sistema con su propietario; abre una para ver sus contactos.',
  'support.q.adminNoBilling': '¿Por qué no veo Facturación ni Añadir fondos?',
  'support.a.adminNoBilling':
    'Las cuentas de superadministrador no pagan pedidos: las tarjetas, los fondos y las suscripciones son de las cuentas Marketplace y Design Studio.',

  'support.q.accountProfile': '¿Dónde cambio mi perfil?',
  'support.a.accountProfile':
    'Elige Configuración de la cuenta en el menú de tu cuenta, arriba a la derecha: abre la página Configuración de la cuenta, que también tiene su lugar en el menú.',
  'support.q.accountPassword': 'He olvidado mi contraseña o mi usuario.',
  'support.a.accountPassword':
    'En la página de inicio de sesión, elige ¿Has olvidado tu contraseña? e introduce tu correo: si pertenece a una cuenta, te enviamos un enlace para crear una contraseña nueva. ¿Has olvidado tu usuario? lo encuentra a partir de tu correo o tu número de móvil.',
  'support.q.accountLanguage': '¿Cómo cambio el idioma o los colores?',
  'support.a.accountLanguage':
    'Pulsa el botón del engranaje en la barra superior (Configuración de idioma y tema). Ofrece inglés, chino, español, francés e italiano, y temas para la barra superior, la barra lateral, el área principal y el fondo del diseño.',
  'support.q.accountBrowser': '¿Qué navegador debo usar?',
  'support.a.accountBrowser':
    'Mailcraft está hecho para Google Chrome. En otros navegadores, un aviso indica que algunas funciones pueden no funcionar.',
  'support.q.accountHelp': '¿Dónde encuentro más ayuda?',
  'support.a.accountHelp':
    'Ayuda, al final del menú, abre las guías de ayuda. Para todo lo demás, escribe a nuestro equipo de soporte a la dirección de esta página.',
};
