"""What the lessons show besides live boards: the generated board pictures (:mod:`.images`) and
their links (:mod:`.links`), the board as text (:mod:`.textboard`) and printable worksheets
(:mod:`.worksheet`)."""
