## /rules: rezime chak jwèt (soti nan docs/i18n/rules/<game>.ht.md) ak ankadreman li.

rules-title = { $icon } { $game }
# $label: the rule's name; $name: the engine's name (not shown).
rules-option = • **{ $label }** = { $value } — { $help }{ $name ->
   *[other] {""}
}
rules-option-bare = • **{ $label }** = { $value }{ $name ->
   *[other] {""}
}

rules-summary-twentynine =
    4 jwè nan de patenarya (patnè yo chita youn anfas lòt), 32 kat (7 rive A). Nan chak koulè, J pi wo, apre sa 9, A, 10, K, Q, 8, 7. Pwen kat: J 3, 9 2, A 1, 10 1 (28 an tout).
    {"*"}*Òf** sou 4 premye kat yo: òf 15 rive 28 pwen kat oswa pase; yon jwè ki pase ka òf ankò; lè twa jwè pase youn apre lòt apre yon òf, òf yo fini. Si tout moun pase, moun ki bay kat la oblije òf 15.
    {"*"}*Atou**: jwè ki genyen òf la chwazi atou a an kachèt. Chak jwè resevwa 4 lòt kat. Premye jwè ki pa ka swiv koulè a fè atou a parèt pou tout moun.
    {"*"}*Maryaj**: K ak Q atou nan menm men an, apre atou a parèt epi ekip moun nan fin genyen yon trik: si se ekip ki òf la ki gen maryaj la, objektif li desann 4 pwen; si se lòt ekip la, objektif la monte 4.
    {"*"}*Nòt**: si ekip ki òf la fè objektif li an pwen kat, li genyen yon pwen jwèt; sinon li pèdi youn. +6 genyen, −6 pèdi.

rules-summary-schmier =
    6 jwè, pa defo twa ekip de moun (de plas ant patnè yo), 52 kat ak yon jokè. Nan atou: A, K, Q, vale atou a (Bauer dwat), lòt vale ki gen menm koulè (wouj oswa nwa) ak li a (Bauer gòch), 10 … 2, jokè a pi ba.
    {"*"}*Òf**: yon sèl fwa chak moun, òf 3 rive 6 oswa pase; yon òf 6 fini òf yo. Si tout moun pase, menm moun nan bay kat ankò.
    {"*"}*Jete**: chak jwè ki pa bay kat la ka chanje jiska twa kat ki pa atou ak kat nan pil la; moun ki bay kat la pran rès pil la epi li kenbe sis kat.
    {"*"}*Pwen** chak men: Wo (ekip ki jwe A atou a), Ba (ekip ki jwe 2 atou a), Bauer dwat, Bauer gòch ak Jokè (ekip ki genyen trik kote yo ye a) ak Jwèt (ekip ki gen plis valè kat: A 4, K 3, Q 2, J 1, 10 10, jokè 1).
    {"*"}*Nòt**: si ekip ki òf la rive nan òf li, li fè tout pwen li pran; sinon li pèdi òf la. Lòt ekip yo fè pwen yo pran. 21 genyen.

rules-summary-spades =
    4 jwè nan de patenarya (patnè yo chita youn anfas lòt), 52 kat; A wo, 2 ba; pik yo toujou atou.
    {"*"}*Òf**: yon sèl wonn òf; chak jwè òf kantite trik li panse l ap genyen, soti nan 0 (**Nil**) rive 13; jwè yo pa ka pase. Òf de patnè yo ajoute ansanm: se kontra patenarya a. Anvan ou gade kat ou yo, ou ka òf **Nil avèg** (apre sa, ou menm ak patnè ou echanj twa kat).
    {"*"}*Jwe**: jwè ki sou gòch moun ki bay kat la mennen premye. Chak jwè dwe swiv koulè a si sa posib. Ou pa ka mennen ak pik jiskaske pik yo kase (sòf si ou gen sèlman pik nan men ou).
    {"*"}*Nòt**: si patenarya a satisfè òf li, chak trik nan kontra a vo 10 pwen, epi chak trik anplis vo 1 pwen (yon **sak**); si li pa satisfè l, li pèdi 10 pwen pou chak trik li te òf. Nil: bonis oswa penalite 100 pwen; Nil avèg: 200. Chak 10 sak: penalite 100 pwen. Premye patenarya ki rive 500 pwen se gayan an.

rules-summary-tonk =
    2 a 5 jwè, chak moun pou tèt li, 52 kat; A vo 1, kat figi vo 10. 5 kat chak moun; si yo ba w 49 oswa 50 pwen, ou genyen touswit (miz doub).
    {"*"}*Tou pa w**: kouche (montre men ou, epi di se ou ki gen pi piti total) anvan ou pran; oswa pran nan pil la oswa nan pil jete a, mete konbinezon (gwoup: 3–4 kat menm ran; swit: 3 kat oswa plis youn dèyè lòt nan menm koulè, A ba) epi ajoute kat sou nenpòt konbinezon sou tab la, apre sa jete yon kat.
    {"*"}*Fen men an**: ou fini kat ou san jete = tonk (chak moun peye w miz doub); ou fini apre ou jete = miz senp; moun ki kouche a genyen miz la si total li pi piti, sinon yo kenbe l epi li peye miz doub; si pil la fini, pi piti total la genyen.
    Tab la kenbe kont miz chak moun genyen ak pèdi.
